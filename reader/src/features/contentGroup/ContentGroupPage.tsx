import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../api/apiContext';
import { useSettings } from '../../config/configContext';
import { groupSegmentRedirect } from '../../shared/routing/routeRules';
import { ContentDetailRoute } from '../contentDetail/ContentDetailRoute';
import { findStaticPage, StaticPage } from '../staticPages/StaticPage';
import { detailPath, groupBaseOf } from '../contentList/detailPath';
import { PagedContentList } from '../contentList/PagedContentList';
import { useIsSignedIn } from '../contentList/useReaderStatus';
import { fetchGroupPage, groupSortQuery } from './groupQueries';
import { useGroupList } from './useGroupList';
import { useGroupName } from './groupName';
import { useContinueReading } from './useContinueReading';

const DEFAULT_SIZE = 10;

/**
 * The catch-all /{contentGroupId}[/{contentId}] page. A segment that cannot be a group goes
 * home or to /404 (guard 11, `groupSegmentRedirect`); a content id opens the detail page
 * (guard 11 checks it too).
 */
export default function ContentGroupPage() {
  const { contentGroupId = '', contentId } = useParams();
  const { pages, layout } = useSettings();
  // No-layout mode: /{contentId} and /{contentGroupId}/{contentId} are content details only.
  if (layout.noLayout) {
    return contentId === undefined ? (
      <ContentDetailRoute contentId={contentGroupId} isNoLayout />
    ) : (
      <ContentDetailRoute contentId={contentId} contentGroupId={contentGroupId} isNoLayout />
    );
  }
  const page = contentId === undefined ? findStaticPage(pages, contentGroupId) : undefined;
  if (page) return <StaticPage page={page} />;
  const redirect = groupSegmentRedirect(contentGroupId);
  if (redirect) return <Navigate to={redirect} replace />;
  if (contentId !== undefined) {
    return <ContentDetailRoute contentId={contentId} contentGroupId={contentGroupId} />;
  }
  return <GroupContents groupId={contentGroupId} />;
}

/** All of a group's contents, loaded page by page as the reader scrolls. */
function GroupContents({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const { sortFields } = useSettings();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const isSignedIn = useIsSignedIn();
  const groups = useGroupList();
  const nameOf = useGroupName();
  const group = groups.data?.find((candidate) => candidate.id === groupId);
  const continuing = useContinueReading(group);
  const sort = groupSortQuery(sortFields.items, params);
  const size = group?.itemSize ?? DEFAULT_SIZE;
  const base = groupBaseOf(pathname);
  const fetchPage = (page: number) =>
    fetchGroupPage(api, isSignedIn === true, { contentGroupId: groupId, page, size, ...sort });
  // The group's page size comes with the group list, so the list waits for it.
  const isReady = isSignedIn !== null && !groups.isLoading;
  return (
    <section className="hd-page" aria-labelledby="hd-page-title">
      <h1 id="hd-page-title" className="hd-page__title">
        {group ? nameOf(group) : t('contentGroup.title')}
      </h1>
      <PagedContentList
        listKey={isReady ? JSON.stringify([groupId, sort, size, isSignedIn]) : null}
        fetchPage={fetchPage}
        mode="SCROLL"
        linkOf={(item) => detailPath(item.id, { base, groupId })}
        contentGroupId={groupId}
        label={group && nameOf(group)}
        {...continuing.props}
      />
      {continuing.dialog}
    </section>
  );
}
