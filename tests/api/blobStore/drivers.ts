import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3RVER_KEY, startS3rver } from '../../support/s3rver';
import { blobStoreFor } from '../../../server/src/storage';
import { createLocalBlobStore } from '../../../server/src/storage/localBlobStore';
import type { BlobStore } from '../../../server/src/storage/blobStore';

export interface TestDriver {
  store: BlobStore;
  /** The folder a local driver would write to: must stay empty for S3. */
  dataDir: string;
  stop(): Promise<void>;
}

/** The local folder driver in a temp folder. */
export function startLocal(): Promise<TestDriver> {
  const dir = mkdtempSync(join(tmpdir(), 'hondana-blobs-'));
  return Promise.resolve({
    store: createLocalBlobStore(dir),
    dataDir: dir,
    stop: async () => rmSync(dir, { recursive: true, force: true }),
  });
}

const bucket = 'hondana-test';

/** The S3 driver against a real local s3rver on a free port, data in a temp folder. */
export async function startS3(): Promise<TestDriver> {
  const s3 = await startS3rver(bucket);
  const dataDir = join(s3.dir, 'local');
  // Built the way the app builds its store, so the suite also proves the config picks S3.
  const store = blobStoreFor({
    dataDir,
    blobs: {
      driver: 's3',
      bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
      forcePathStyle: true,
    },
  });
  return { store, dataDir, stop: s3.stop };
}
