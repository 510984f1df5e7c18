import type { Config } from '../config';
import type { BlobStore } from './blobStore';
import { createLocalBlobStore } from './localBlobStore';
import { createS3BlobStore } from './s3BlobStore';

/** The blob store of an app: an S3 bucket when configured, else the folder under `dataDir`. */
export function blobStoreFor(
  config: Pick<Config, 'dataDir'> & Partial<Pick<Config, 'blobs'>>,
): BlobStore {
  if (config.blobs?.driver === 's3') return createS3BlobStore(config.blobs);
  return createLocalBlobStore(config.dataDir);
}
