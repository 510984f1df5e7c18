import { apiUrl, httpClient } from '../../providers/httpClient';

/** What `POST /api/admin/uploads/{folder}` answers. */
export interface UploadedImage {
  url: string;
  contentType: string;
  size: number;
}

/** The server's limit (spec: logo max 2 MB), checked first to spare a doomed upload. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** The types the server accepts; SVG is refused there because it can carry script. */
export const acceptedImageTypes = 'image/png,image/jpeg,image/gif,image/webp,image/x-icon,.ico';

/** The upload address; `httpClient` adds the chosen tenant for system admins. */
export function uploadUrl(folder: string): string {
  return `${apiUrl}/uploads/${encodeURIComponent(folder)}`;
}

/** Sends one image as multipart field `file`; a refusal rejects with the server's message. */
export async function uploadImage(folder: string, file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { json } = await httpClient(uploadUrl(folder), { method: 'POST', body });
  return json as UploadedImage;
}
