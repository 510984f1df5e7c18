import { useCallback, useRef, useState, type RefObject } from 'react';
import type { Location } from 'react-router';
import { ApiError, UNAUTHORIZED } from '../../api/client';
import { isLoginRoute } from '../../shared/session/guards';
import { localData } from '../../shared/session/localData';
import type { SessionStatus } from '../../shared/session/sessionUser';

/**
 * The login dialog and the action waiting for it (spec §4): opening it caches the route;
 * `takePendingAction` hands the remembered action to the next successful sign-in.
 */
export function useLoginDialog(where: RefObject<Location>, statusRef: RefObject<SessionStatus>) {
  const [isOpen, setIsOpen] = useState(false);
  const pendingAction = useRef<(() => void) | null>(null);

  const requireLogin = useCallback(
    (action?: () => void) => {
      const { pathname, search } = where.current;
      if (!isLoginRoute(pathname)) localData.cacheRoute(`${pathname}${search}`);
      pendingAction.current = action ?? null;
      setIsOpen(true);
    },
    [where],
  );

  const runSignedIn = useCallback(
    async (action: () => Promise<void> | void): Promise<void> => {
      const replay = () => void runSignedIn(action);
      if (statusRef.current !== 'authenticated') return requireLogin(replay);
      try {
        await action();
      } catch (error) {
        // The client's 401 handler has opened the dialog; run the action again afterwards.
        if (error instanceof ApiError && error.status === UNAUTHORIZED) {
          pendingAction.current = replay;
          return;
        }
        throw error;
      }
    },
    [statusRef, requireLogin],
  );

  const close = useCallback(() => {
    pendingAction.current = null;
    setIsOpen(false);
  }, []);

  const takePendingAction = useCallback(() => {
    const action = pendingAction.current;
    pendingAction.current = null;
    setIsOpen(false);
    return action;
  }, []);

  // The functions are stable; callers list them, not this object, as dependencies.
  return { isOpen, requireLogin, runSignedIn, close, takePendingAction };
}
