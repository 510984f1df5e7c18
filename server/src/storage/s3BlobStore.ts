import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { BlobConfig } from '../config';
import type { BlobStore, StoredBlob } from './blobStore';
import { isValidKey } from './blobStore';
import { stageIn } from './staging';

export type S3BlobConfig = Extract<BlobConfig, { driver: 's3' }>;

const FALLBACK_TYPE = 'application/octet-stream';

/**
 * Objects in an S3-compatible bucket (AWS, MinIO, s3rver in tests). Keys are the same
 * relative names as on the local driver; S3's PUT is atomic, so readers never see half a file.
 * Streamed uploads are staged in `stagingDir` on local disk and sent on commit: the checks
 * read the file back, and a refused upload never reaches the bucket.
 */
export function createS3BlobStore(config: S3BlobConfig, stagingDir: string): BlobStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    // A streamed body is otherwise sent aws-chunked with a trailing checksum, which
    // S3-compatible stores (MinIO versions, s3rver) do not all read back as plain bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    // Without explicit keys the SDK's default chain applies (environment, instance role…).
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const Bucket = config.bucket;

  return {
    async put(key, bytes, contentType) {
      assertValidKey(key);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },

    stage() {
      return stageIn(stagingDir, async (path, key, contentType) => {
        assertValidKey(key);
        const { size } = await stat(path);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: createReadStream(path),
            ContentLength: size,
            ContentType: contentType,
          }),
        );
        await rm(path, { force: true });
      });
    },

    async get(key, range): Promise<StoredBlob | null> {
      if (!isValidKey(key)) return null;
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      const answer = await client
        .send(new GetObjectCommand({ Bucket, Key: key, Range }))
        .catch(ifMissing(null));
      if (!answer?.Body) return null;
      return {
        stream: answer.Body as Readable,
        size: totalSize(answer.ContentRange) ?? answer.ContentLength ?? 0,
        contentType: answer.ContentType || FALLBACK_TYPE,
      };
    },

    async delete(key) {
      assertValidKey(key);
      // S3 answers a delete of a missing object with success, as the interface wants.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/** The whole object's size from a ranged answer's `Content-Range: bytes 0-9/1234`. */
function totalSize(contentRange: string | undefined): number | null {
  const total = contentRange?.split('/')[1];
  return total && /^\d+$/.test(total) ? Number(total) : null;
}

function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid blob key: ${JSON.stringify(key)}`);
}

function ifMissing<T>(value: T) {
  return (error: unknown): T => {
    if (error instanceof NoSuchKey) return value;
    if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return value;
    throw error;
  };
}
