import { useSession } from '../../shared/session/sessionContext';

/**
 * Spec §6: signed-in readers use the authenticated calls, anonymous visitors the /public/ ones.
 * Null while the session restores, so nothing is fetched twice.
 */
export function useIsSignedIn(): boolean | null {
  const { status } = useSession();
  if (status === 'restoring') return null;
  return status === 'authenticated';
}
