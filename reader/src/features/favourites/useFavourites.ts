import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { Status } from '@hondana/schemas/contracts';
import { useApi } from '../../api/apiContext';
import { ApiError, UNAUTHORIZED } from '../../api/client';
import { useIsOpenType } from '../../config/configContext';
import { useSession } from '../../shared/session/sessionContext';
import { useToast } from '../toast/toastContext';
import { favouriteMarks } from './favouriteMarks';

export function useIsFavorite(item: { id: string; isFavorite?: boolean }): boolean {
  const isFavorite = () => favouriteMarks.isFavorite(item);
  return useSyncExternalStore(favouriteMarks.subscribe, isFavorite, isFavorite);
}

/** Changes each time a favourite is toggled, so favourites lists reload. */
export function useFavouritesVersion(): number {
  return useSyncExternalStore(
    favouriteMarks.subscribe,
    favouriteMarks.version,
    favouriteMarks.version,
  );
}

/**
 * Spec §4 / §7: POST /content/favorites/add, DELETE /content/favorites/delete/{id}; anonymous
 * readers sign in first and the toggle runs afterwards (spec §6). An OPEN_TYPE visitor needs
 * no sign-in: the server keeps its favourites for this browser (decisions.md, issue 32).
 */
export function useFavouriteToggle() {
  const api = useApi();
  const toast = useToast();
  const isOpenType = useIsOpenType();
  const session = useSession();
  const { user } = session;
  const runSignedIn = isOpenType ? runNow : session.runSignedIn;
  const userId = user?.id ?? null;
  const previousUser = useRef(userId);
  useEffect(() => {
    if (previousUser.current !== userId) favouriteMarks.clear();
    previousUser.current = userId;
  }, [userId]);

  return useCallback(
    (item: { id: string; isFavorite?: boolean }, contentGroupId?: string) =>
      runSignedIn(async () => {
        const isFavorite = favouriteMarks.isFavorite(item);
        try {
          if (isFavorite) {
            await api('DELETE', `/content/favorites/delete/${item.id}`);
            favouriteMarks.set(item.id, false);
            toast.notify('success', 'api.removeFavorite.success');
          } else {
            await api('POST', '/content/favorites/add', {
              body: { contentId: item.id, contentGroupId },
            });
            favouriteMarks.set(item.id, true);
            toast.notify('success', 'api.addFavorite.success');
          }
        } catch (error) {
          if (error instanceof ApiError && error.status === UNAUTHORIZED) throw error;
          // Already a favourite: the mark was simply out of date.
          if (error instanceof ApiError && error.status === Status.alreadyFavourite) {
            favouriteMarks.set(item.id, true);
            return;
          }
          toast.notifyApiError(error);
        }
      }),
    [api, toast, runSignedIn],
  );
}

/** An OPEN_TYPE tenant's actions need no sign-in: they run at once. */
async function runNow(action: () => Promise<void> | void): Promise<void> {
  await action();
}
