import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import type { Page } from '@hondana/schemas/contracts';
import { LoadingError } from '../errors/LoadingError';
import { ContentList } from './ContentList';
import { PageNumbers } from './PageNumbers';
import { parsePageParam, retryPageFor } from './paging';
import { ScrollSentinel } from './ScrollSentinel';
import type { ContentItem } from './types';
import { useLoad } from './useLoad';
import { useScrollPages } from './useScrollPages';

export interface PagedListProps {
  /** What is listed (search, sort, group); null waits. A new key starts again at page 1. */
  listKey: string | null;
  fetchPage: (page: number) => Promise<Page<ContentItem>>;
  mode: 'SCROLL' | 'NUMBER_PAGING';
  linkOf: (item: ContentItem) => string;
  contentGroupId?: string;
  buttonsOf?: (item: ContentItem) => ReactNode;
  onOpen?: (item: ContentItem) => void;
  label?: string;
  /** The list's total; `isCapped` when the server stopped counting there (searches with words). */
  onTotal?: (total: number, isCapped: boolean) => void;
  /** What an empty list says (a search with no match is not an empty library). */
  emptyText?: string;
}

/** A content list in either paging mode (spec §3 search results paging mode). */
export function PagedContentList(props: PagedListProps) {
  return props.mode === 'NUMBER_PAGING' ? <NumberedList {...props} /> : <ScrollList {...props} />;
}

function ScrollList({ listKey, fetchPage, onTotal, emptyText, ...list }: PagedListProps) {
  const { t } = useTranslation();
  const pages = useScrollPages(listKey, fetchPage);
  useEffect(() => {
    if (pages.total !== null) onTotal?.(pages.total, pages.isTotalCapped);
  }, [pages.total, pages.isTotalCapped, onTotal]);
  return (
    <div
      className="hd-paged"
      data-testid="paged-list"
      data-mode="SCROLL"
      aria-busy={pages.isLoading}
    >
      {pages.items.length > 0 && <ContentList items={pages.items} {...list} />}
      {pages.error ? (
        <LoadingError onRetry={pages.retry} />
      ) : (
        pages.hasMore && <ScrollSentinel onVisible={pages.loadNext} count={pages.items.length} />
      )}
      {pages.isLoading && <p className="hd-paged__status">{t('common.loading')}</p>}
      {!pages.isLoading && !pages.error && pages.items.length === 0 && (
        <p className="hd-paged__status">{emptyText ?? t('content.empty')}</p>
      )}
    </div>
  );
}

function NumberedList({ listKey, fetchPage, onTotal, emptyText, ...list }: PagedListProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const loaded = useLoad(listKey === null ? null : `${listKey}|${page}`, () => fetchPage(page));
  const answer = loaded.data;
  useEffect(() => {
    if (!answer) return;
    onTotal?.(answer.totalElements, answer.isTotalCapped === true);
    const target =
      retryPageFor(page, answer) ?? (answer.pageNumber !== page ? answer.pageNumber : null);
    if (target === null) return;
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next, { replace: true });
  }, [answer, page, params, setParams, onTotal]);
  return (
    <div
      className="hd-paged"
      data-testid="paged-list"
      data-mode="NUMBER_PAGING"
      aria-busy={loaded.isLoading}
    >
      {loaded.error ? <LoadingError onRetry={loaded.retry} /> : null}
      {loaded.isLoading && <p className="hd-paged__status">{t('common.loading')}</p>}
      {answer && answer.content.length > 0 && <ContentList items={answer.content} {...list} />}
      {answer && answer.content.length === 0 && (
        <p className="hd-paged__status">{emptyText ?? t('content.empty')}</p>
      )}
      {answer && <PageNumbers current={answer.pageNumber} total={answer.totalPages} />}
    </div>
  );
}
