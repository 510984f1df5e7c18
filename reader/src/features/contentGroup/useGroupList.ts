import { useSearchParams } from 'react-router';
import { useApi } from '../../api/apiContext';
import { useSettings } from '../../config/configContext';
import { useIsSignedIn } from '../contentList/useReaderStatus';
import { useLoad } from '../contentList/useLoad';
import { useFavouritesVersion } from '../favourites/useFavourites';
import { groupSortQuery, loadGroupsOnce } from './groupQueries';

/** The reader's content groups with their first pages, in the sidebar's sort order. */
export function useGroupList(isEnabled = true) {
  const api = useApi();
  const { sortFields } = useSettings();
  const [params] = useSearchParams();
  const isSignedIn = useIsSignedIn();
  const favourites = useFavouritesVersion();
  const sort = groupSortQuery(sortFields.items, params);
  // A favourite toggle does not reload the list in place (the home page refreshes only the
  // personal groups); the next visit asks again.
  const key = isEnabled && isSignedIn !== null ? JSON.stringify([isSignedIn, sort]) : null;
  return useLoad(key, () => loadGroupsOnce(api, isSignedIn === true, sort, favourites));
}
