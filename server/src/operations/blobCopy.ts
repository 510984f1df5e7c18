import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from '../storage/blobStore';
import type { ArchivedBlob } from './manifest';

const BLOB_FOLDER = 'blobs';

/** Every blob of the store into `dir/blobs/{key}`, hashed on the way (local or S3 alike). */
export async function copyBlobsOut(store: BlobStore, dir: string): Promise<ArchivedBlob[]> {
  const copied: ArchivedBlob[] = [];
  for await (const key of store.list()) {
    const blob = await store.get(key);
    // Deleted between the listing and now: the database copy no longer names it either.
    if (!blob) continue;
    const path = [BLOB_FOLDER, ...key.split('/')].join('/');
    const target = join(dir, path);
    await mkdir(dirname(target), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    await pipeline(
      blob.stream,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          hash.update(chunk);
          size += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(target),
    );
    copied.push({ key, path, size, sha256: hash.digest('hex'), contentType: blob.contentType });
  }
  return copied.sort((a, b) => a.key.localeCompare(b.key));
}

/** The archive's blobs back into the store, each staged and committed as an upload is. */
export async function copyBlobsIn(store: BlobStore, dir: string, blobs: ArchivedBlob[]) {
  for (const blob of blobs) {
    const staged = await store.stage();
    try {
      await copyFile(join(dir, blob.path), staged.path);
      await staged.commit(blob.key, blob.contentType);
    } finally {
      await staged.discard();
    }
  }
}
