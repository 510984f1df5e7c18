import type { Config } from '../config';
import type { BlobStore } from './blobStore';
import { createLocalBlobStore } from './localBlobStore';

export type { BlobStore, StoredBlob } from './blobStore';
export { createImageUploads, MAX_IMAGE_BYTES } from './imageUpload';
export type { ImageUploads, StoredImage } from './imageUpload';
export { createLocalBlobStore } from './localBlobStore';
export { multipartSettings } from './multipartSettings';
export { uploadRoutes } from './routes';

/** The blob store of an app: the local folder under the configured `dataDir`. */
export function blobStoreFor(config: Pick<Config, 'dataDir'>): BlobStore {
  return createLocalBlobStore(config.dataDir);
}
