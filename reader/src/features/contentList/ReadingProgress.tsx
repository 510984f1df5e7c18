import type { CSSProperties } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { ContentItem } from './types';

type Progress = NonNullable<ContentItem['readingProgress']>;

/** How far through the book, 0 to 1; null when the page count is not known. */
export function progressShare({ page, pageCount }: Progress): number | null {
  if (!pageCount || pageCount < 1) return null;
  return Math.min(1, Math.max(0, page / pageCount));
}

/** A thin bar along the cover's foot; the text beside the title says the same in words. */
export function ProgressBar({ progress }: { progress: Progress }) {
  const share = progressShare(progress);
  if (share === null) return null;
  const style = { '--hd-progress': `${(share * 100).toFixed(1)}%` } as CSSProperties;
  return <span className="hd-cover__progress" aria-hidden="true" style={style} />;
}

/** "p. 12 of 40" (or "p. 12" when the page count is not known). */
export function ProgressText({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  const text = progress.pageCount
    ? t('content.progress', { page: progress.page, count: progress.pageCount })
    : t('content.progressPage', { page: progress.page });
  return (
    <p className="hd-card__progress" data-testid="reading-progress">
      {text}
    </p>
  );
}
