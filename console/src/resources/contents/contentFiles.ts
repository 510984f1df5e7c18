import { apiUrl } from '../../providers/httpClient';

/** The admin API's content file calls (multipart: `file`, optional `cover`, `content-data`). */
export const contentFilesUrl = `${apiUrl}/content-files`;

export interface ContentFiles {
  file: File | null;
  cover: File | null;
}

/** The upload form: the PDF, the optional cover and the fields as `content-data` JSON. */
export function contentUploadForm(files: ContentFiles, data?: Record<string, unknown>): FormData {
  const form = new FormData();
  if (data) form.append('content-data', JSON.stringify(data));
  if (files.file) form.append('file', files.file);
  if (files.cover) form.append('cover', files.cover);
  return form;
}

/** Checks made before sending: a PDF is required, covers are images. Keys are translated. */
export function checkContentFiles(
  files: ContentFiles,
): Partial<Record<keyof ContentFiles, string>> {
  const problems: Partial<Record<keyof ContentFiles, string>> = {};
  if (!files.file) problems.file = 'validate.file.required';
  else if (!/\.pdf$/i.test(files.file.name) && files.file.type !== 'application/pdf')
    problems.file = 'validate.file.notAllowed';
  if (files.cover && !files.cover.type.startsWith('image/'))
    problems.cover = 'validate.file.notAllowed';
  return problems;
}
