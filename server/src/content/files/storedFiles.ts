import type { BlobStore, StagedFile } from '../../storage/blobStore';
import type { CheckedCover, CheckedPdf } from './fileChecks';

/** Where a content's files live: never public, served only through the viewer's checks. */
export function pdfKey(companyId: string, contentId: string, pdf: CheckedPdf): string {
  return `${companyId}/content/${contentId}/${pdf.sha256}.pdf`;
}

/** The first page's image (firstPage.ts), beside the PDF it was rendered from. */
export function firstPageKey(fileKey: string): string {
  return fileKey.replace(/\.pdf$/, '') + '.page-1.webp';
}

export function coverKey(companyId: string, contentId: string, cover: CheckedCover): string {
  return `${companyId}/content/${contentId}/cover-${cover.sha256}.${cover.ext}`;
}

/**
 * The blobs one request wrote, so a refusal or failure later in the request can take them
 * back: a refused request leaves no orphan file. Keys the content used before are never
 * removed here (the same bytes uploaded again share a key).
 */
export function blobWrites(store: BlobStore, keep: (string | null)[]) {
  const written: string[] = [];
  return {
    /** Moves a staged upload under `key`. */
    async commit(key: string, staged: StagedFile, contentType: string): Promise<string> {
      await staged.commit(key, contentType);
      if (!keep.includes(key)) written.push(key);
      return key;
    },
    async undo(): Promise<void> {
      await Promise.all(written.map((key) => store.delete(key).catch(() => undefined)));
    },
  };
}

/** Removes files a content no longer points at (after the new ones are committed). */
export async function removeReplaced(
  store: BlobStore,
  previous: (string | null)[],
  current: (string | null)[],
): Promise<void> {
  const stale = previous.filter((key): key is string => !!key && !current.includes(key));
  await Promise.all(stale.map((key) => store.delete(key).catch(() => undefined)));
}
