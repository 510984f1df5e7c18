import { useNotify, useRefresh } from 'react-admin';
import { tenantUrl } from '../../providers/httpClient';
import { startUpload } from '../../upload/uploadQueue';
import type { UploadFailure } from '../../upload/uploadOutcome';
import { useUploadErrorToast } from '../../upload/useUploadErrorToast';
import { contentFilesUrl, contentUploadForm, type ContentFiles } from './contentFiles';

interface UploadedContent {
  id: string;
  activeContent?: string[];
}

/**
 * Creates a content with its PDF (`POST /content-files`) or replaces the PDF of one
 * (`PUT /content-files/{id}`) through the upload queue, so the panel shows its progress.
 * Resolves with the failure (already toasted) or null.
 */
export function useContentUpload() {
  const notify = useNotify();
  const refresh = useRefresh();
  const showError = useUploadErrorToast();

  return async (
    files: ContentFiles,
    options: { id?: string; data?: Record<string, unknown> },
  ): Promise<UploadFailure | null> => {
    const result = await startUpload({
      name: files.file?.name ?? '',
      method: options.id ? 'PUT' : 'POST',
      url: tenantUrl(options.id ? `${contentFilesUrl}/${options.id}` : contentFilesUrl),
      form: contentUploadForm(files, options.data),
    });
    if (!result.isOk) {
      showError(result.failure);
      return result.failure;
    }
    const uploaded = result.body as UploadedContent;
    if (uploaded.activeContent?.length) {
      notify('console.contents.activeContentWarning', {
        type: 'warning',
        messageArgs: { found: uploaded.activeContent.join(', ') },
      });
    } else {
      notify(options.id ? 'console.contents.replaced' : 'console.contents.uploaded', {
        type: 'success',
      });
    }
    refresh();
    return null;
  };
}
