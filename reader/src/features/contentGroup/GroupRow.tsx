import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import type { Page } from '@hondana/schemas/contracts';
import { useApi } from '../../api/apiContext';
import { LoadingError } from '../errors/LoadingError';
import { ContentList } from '../contentList/ContentList';
import { detailPath } from '../contentList/detailPath';
import { hasNextPage, retryPageFor } from '../contentList/paging';
import type { ContentGroup, ContentItem } from '../contentList/types';
import { useLoad } from '../contentList/useLoad';
import { useIsSignedIn } from '../contentList/useReaderStatus';
import { fetchGroupPage, type SortQuery } from './groupQueries';
import { useGroupName } from './groupName';
import { useContinueReading } from './useContinueReading';

interface Props {
  group: ContentGroup;
  base: '/' | '/home-search';
  sort: SortQuery;
}

/** One shelf of the home page: the group's contents, a page (itemSize) at a time. */
export function GroupRow({ group, base, sort }: Props) {
  const { t } = useTranslation();
  const name = useGroupName()(group);
  const api = useApi();
  const isSignedIn = useIsSignedIn();
  const continuing = useContinueReading(group);
  const firstPage = group.page || 1;
  const [page, setPage] = useState(firstPage);
  const isFirst = page === firstPage;
  const loaded = useLoad(
    isFirst || isSignedIn === null ? null : JSON.stringify([group.id, page, sort]),
    () =>
      fetchGroupPage(api, isSignedIn === true, {
        contentGroupId: group.id,
        page,
        size: group.itemSize,
        ...sort,
      }),
  );
  useEffect(() => {
    const retry = loaded.data && retryPageFor(page, loaded.data);
    if (retry) setPage(retry);
  }, [loaded.data, page]);

  const shown: Page<ContentItem> | undefined = isFirst
    ? {
        content: group.contents,
        pageNumber: firstPage,
        totalPages: group.totalPages,
        totalElements: group.totalElements,
        pageSize: group.itemSize,
      }
    : loaded.data;
  const groupPath = `${base === '/' ? '' : base}/${group.id}`;
  const headingId = `hd-group-${group.id}`;
  return (
    <section
      className="hd-shelf"
      aria-labelledby={headingId}
      data-testid="group-row"
      data-group-type={group.type}
    >
      <div className="hd-shelf__head">
        <h2 id={headingId} className="hd-shelf__title">
          <Link to={groupPath}>{name}</Link>
        </h2>
        {shown && shown.totalPages > 1 && (
          <div className="hd-shelf__pager">
            <button
              type="button"
              className="hd-button hd-button--outline"
              disabled={shown.pageNumber <= 1 || loaded.isLoading}
              onClick={() => setPage(shown.pageNumber - 1)}
            >
              {t('paging.previous')}
            </button>
            <button
              type="button"
              className="hd-button hd-button--outline"
              disabled={!hasNextPage(shown) || loaded.isLoading}
              onClick={() => setPage(shown.pageNumber + 1)}
            >
              {t('paging.next')}
            </button>
          </div>
        )}
      </div>
      {loaded.error ? <LoadingError onRetry={loaded.retry} /> : null}
      {shown && shown.content.length > 0 && (
        <ContentList
          items={shown.content}
          linkOf={(item) => detailPath(item.id, { base, groupId: group.id })}
          contentGroupId={group.id}
          label={name}
          shelf={{ isWrapLine: group.isWrapLine, numRow: group.numRow }}
          {...continuing.props}
        />
      )}
      {continuing.dialog}
      {shown && shown.content.length === 0 && (
        <p className="hd-paged__status">{t('content.empty')}</p>
      )}
    </section>
  );
}
