import { join } from 'node:path';
import type { Config } from '../config';
import type { BlobStore } from './blobStore';
import { createLocalBlobStore } from './localBlobStore';
import { createS3BlobStore } from './s3BlobStore';

/**
 * The blob store of an app: an S3 bucket when configured, else the folder under `dataDir`.
 * An S3 store stages streamed uploads under `dataDir/staging` (created on the first upload).
 */
export function blobStoreFor(
  config: Pick<Config, 'dataDir'> & Partial<Pick<Config, 'blobs'>>,
): BlobStore {
  if (config.blobs?.driver === 's3')
    return createS3BlobStore(config.blobs, join(config.dataDir, 'staging'));
  return createLocalBlobStore(config.dataDir);
}
