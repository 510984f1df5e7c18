import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Page } from '@hondana/schemas/contracts';
import { useApi } from '../../api/apiContext';
import { LoadingError } from '../errors/LoadingError';
import { ContentList } from '../contentList/ContentList';
import type { ContentItem } from '../contentList/types';
import { useIsSignedIn } from '../contentList/useReaderStatus';
import { useScrollPages } from '../contentList/useScrollPages';
import { debounce, isNearEnd, SERIES_DEBOUNCE_MS, SERIES_EXPAND_DELAY_MS } from './seriesScroll';

const SERIES_PAGE_SIZE = 6;

interface Props {
  contentId: string;
  linkOf: (item: ContentItem) => string;
  contentGroupId?: string;
}

/**
 * Spec §2 same-series list (SERIES layout): the first page, a More button that expands it,
 * then more pages whenever the expanded list is scrolled within 250 px of its end.
 */
export function SeriesList({ contentId, linkOf, contentGroupId }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const isSignedIn = useIsSignedIn();
  const [isExpanded, setIsExpanded] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const pages = useScrollPages(isSignedIn === null ? null : `${contentId}|${isSignedIn}`, (page) =>
    api<Page<ContentItem>>('GET', '/content/public/page/series-content', {
      query: { contentId, page, size: SERIES_PAGE_SIZE },
    }),
  );
  const latest = useRef(pages);
  latest.current = pages;
  const check = useMemo(
    () =>
      debounce(() => {
        const element = list.current;
        if (element && isNearEnd(element)) latest.current.loadNext();
      }, SERIES_DEBOUNCE_MS),
    [],
  );
  useEffect(() => check.cancel, [check]);
  useEffect(() => {
    if (!isExpanded) return;
    const timer = setTimeout(() => {
      const element = list.current;
      if (element && isNearEnd(element)) latest.current.loadNext();
    }, SERIES_EXPAND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isExpanded, pages.items.length]);

  if (!pages.isLoading && !pages.error && pages.items.length === 0) return null;
  return (
    <section className="hd-series" aria-labelledby="hd-series-title" data-testid="series-list">
      <h2 id="hd-series-title" className="hd-series__title">
        {t('content.series')}
      </h2>
      <div
        ref={list}
        className={`hd-series__list${isExpanded ? ' hd-series__list--expanded' : ''}`}
        data-expanded={isExpanded}
        onScroll={isExpanded ? () => check() : undefined}
      >
        <ContentList
          items={pages.items}
          linkOf={linkOf}
          contentGroupId={contentGroupId}
          label={t('content.series')}
          shelf={{ isWrapLine: true, numRow: 1 }}
        />
        {pages.isLoading && <p className="hd-paged__status">{t('common.loading')}</p>}
      </div>
      {pages.error ? <LoadingError onRetry={pages.retry} /> : null}
      {!isExpanded && pages.hasMore && !pages.isLoading && (
        <button
          type="button"
          className="hd-moreless"
          data-testid="series-more"
          onClick={() => setIsExpanded(true)}
        >
          {t('content.more')}
        </button>
      )}
    </section>
  );
}
