import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../api/apiContext';
import { useSettings } from '../../config/configContext';
import { LoadingError } from '../errors/LoadingError';
import { GroupRow } from '../contentGroup/GroupRow';
import { fetchPersonalGroups, groupSortQuery } from '../contentGroup/groupQueries';
import { useGroupList } from '../contentGroup/useGroupList';
import { groupBaseOf } from '../contentList/detailPath';
import { isPersonalGroup } from '../contentList/types';
import { useLoad } from '../contentList/useLoad';
import { useIsSignedIn } from '../contentList/useReaderStatus';
import { useFavouritesVersion } from '../favourites/useFavourites';
import './home.css';

/** The home page: one shelf per content group (spec §2). */
export default function HomePage() {
  const { t } = useTranslation();
  const api = useApi();
  const { sortFields } = useSettings();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const isSignedIn = useIsSignedIn();
  const favourites = useFavouritesVersion();
  const sort = groupSortQuery(sortFields.items, params);
  const groups = useGroupList();
  // After a favourite toggle only the favourites and recently-read shelves are asked again.
  const personal = useLoad(
    isSignedIn && favourites > 0 ? JSON.stringify([favourites, sort]) : null,
    () => fetchPersonalGroups(api, sort),
  );
  const base = groupBaseOf(pathname);
  const shelves = (groups.data ?? []).map(
    (group) => personal.data?.find((fresh) => fresh.id === group.id) ?? group,
  );
  return (
    <section className="hd-page hd-home" aria-labelledby="hd-page-title">
      <h1 id="hd-page-title" className="hd-visually-hidden">
        {t('home.title')}
      </h1>
      {groups.error ? <LoadingError onRetry={groups.retry} /> : null}
      {groups.isLoading && <p className="hd-paged__status">{t('common.loading')}</p>}
      {groups.data?.length === 0 && <p className="hd-paged__status">{t('content.empty')}</p>}
      {shelves.map((group) => (
        <GroupRow
          key={isPersonalGroup(group.type) ? `${group.id}:${favourites}` : group.id}
          group={group}
          base={base}
          sort={sort}
        />
      ))}
    </section>
  );
}
