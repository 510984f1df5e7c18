import { Status } from '@hondana/schemas/contracts';
import { policy } from '../access/policy';
import type { AdminScope } from '../access/scope';
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors';
import { pixelProblem } from './imagePixels';
import type { BlobStore } from '../storage/blobStore';
import { isValidKey } from '../storage/blobStore';

/** Spec 001 §5: "Logo max 2MB"; the same cap holds for every tenant image. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** The company storage's sub-folders (spec 000 §3), plus slides and the login background. */
export const imageFolders = ['logo', 'favicon', 'banner', 'slide', 'login', 'subscription'];

export interface ImageUploadInput {
  companyId: string;
  folder: string;
  /** The name the browser declared; only used in messages, the bytes decide the type. */
  filename: string;
  bytes: Uint8Array;
}

export interface StoredImage {
  url: string;
  contentType: string;
  size: number;
}

export interface ImageUploadDeps {
  store: BlobStore;
}

const messages = {
  empty: 'The file is empty.',
  tooLarge: 'The image is larger than 2 MB.',
  notAnImage: (name: string) => `${name || 'The file'} is not a PNG, JPEG, GIF, WebP or ICO image.`,
  unknownFolder: 'Unknown image folder.',
};

/**
 * Raster types browsers show in `<img>`, found by magic bytes. SVG is refused on purpose:
 * it can carry script, and the name or declared type of a file proves nothing.
 */
const allowedTypes: Record<string, { ext: string; contentType: string }> = {
  png: { ext: 'png', contentType: 'image/png' },
  // Animated PNG is still a PNG to every browser.
  apng: { ext: 'png', contentType: 'image/png' },
  jpg: { ext: 'jpg', contentType: 'image/jpeg' },
  gif: { ext: 'gif', contentType: 'image/gif' },
  webp: { ext: 'webp', contentType: 'image/webp' },
  ico: { ext: 'ico', contentType: 'image/x-icon' },
};

export const imageExtensions = [...new Set(Object.values(allowedTypes).map((type) => type.ext))];

export function isImageFolder(folder: string): boolean {
  return imageFolders.includes(folder);
}

/** Tenant images, content-addressed: the same picture uploaded twice is one file, one URL. */
export function createImageUploads({ store }: ImageUploadDeps) {
  return {
    /** The tenant an admin may upload settings images for (403 before any byte is read). */
    tenantOf(scope: AdminScope): string {
      return policy.managedSettings(scope).id;
    },

    async upload({ companyId, folder, filename, bytes }: ImageUploadInput): Promise<StoredImage> {
      if (!isImageFolder(folder)) throw AppError.notFound(messages.unknownFolder);
      if (bytes.length === 0) throw AppError.badRequest({ file: messages.empty }, messages.empty);
      if (bytes.length > MAX_IMAGE_BYTES) {
        throw AppError.badRequest({ file: messages.tooLarge }, messages.tooLarge);
      }
      const detected = await fileTypeFromBuffer(bytes);
      const type = detected && allowedTypes[detected.ext];
      if (!type) throw new AppError(Status.invalidFile, { message: messages.notAnImage(filename) });
      const tooManyPixels = pixelProblem(bytes, detected.ext);
      if (tooManyPixels) {
        throw new AppError(Status.invalidFile, {
          message: tooManyPixels,
          fieldErrors: { file: tooManyPixels },
        });
      }
      const hash = createHash('sha256').update(bytes).digest('hex');
      const key = `${companyId}/${folder}/${hash}.${type.ext}`;
      if (!isValidKey(key)) throw AppError.badRequest({ companyId: 'Invalid company.' });
      await store.put(key, bytes, type.contentType);
      return { url: `/files/${key}`, contentType: type.contentType, size: bytes.length };
    },
  };
}

export type ImageUploads = ReturnType<typeof createImageUploads>;
