import type { RequestHandler } from 'express';

import { AppError } from '../errors';
import { checkJsonValue } from '../http/jsonGuard';
import type { BlobStore } from '../storage/blobStore';
import { createImageUploads } from '../settings/images';
import { readMultipart } from '../http/multipart';
import { requireFile, uploadLimits } from '../settings/imageForm';

export interface MultipartSettingsDeps {
  store: BlobStore;
  /** Storage folder of the image, and the settings property that receives its URL. */
  folder?: string;
  imageField?: string;
}

export const CONTENT_DATA_FIELD = 'content-data';

const messages = {
  missingData: `Send the settings as JSON in the "${CONTENT_DATA_FIELD}" field.`,
  invalidData: `"${CONTENT_DATA_FIELD}" is not a JSON object.`,
};

/**
 * The spec's multipart settings save (001 §7 `PUT /banner`): field `file` is the image,
 * field `content-data` the settings JSON. Stores the image, writes its URL into the settings
 * and leaves `req.body` as that JSON, so the JSON handler after it runs unchanged. Requests
 * that are not multipart pass through untouched.
 */
export function multipartSettings({
  store,
  folder = 'banner',
  imageField = 'image',
}: MultipartSettingsDeps): RequestHandler {
  const images = createImageUploads({ store });
  return async (req, _res, next) => {
    if (!req.is('multipart/form-data')) {
      next();
      return;
    }
    // Checked before reading the body: nothing is stored for someone who may not save.
    const companyId = images.tenantOf(req.adminScope);
    const form = await readMultipart(req, uploadLimits);
    const data = parseContentData(form.fields[CONTENT_DATA_FIELD]);
    if (form.file) {
      const image = await images.upload({ companyId, folder, ...requireFile(form) });
      data[imageField] = image.url;
    }
    req.body = data;
    next();
  };
}

function parseContentData(text: string | undefined): Record<string, unknown> {
  if (text === undefined) {
    throw AppError.badRequest({ [CONTENT_DATA_FIELD]: messages.missingData }, messages.missingData);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw AppError.badRequest({ [CONTENT_DATA_FIELD]: messages.invalidData }, messages.invalidData);
  }
  checkJsonValue(value, CONTENT_DATA_FIELD);
  return value as Record<string, unknown>;
}
