import { useConfig } from '../../config/configContext';
import { useSession } from '../../shared/session/sessionContext';
import { useServerPaint } from '../../shared/serverPaint';
import { accountEntries, type AccountEntries } from './accountEntries';

/** The account entries for the signed-in state now in force (header menu and drawer). */
export function useAccountEntries(): AccountEntries {
  const { settings, tenant, basePath } = useConfig();
  const session = useSession();
  // The server's first paint leaves the address relative: the request's Host is not trusted
  // there, and the browser's render, moments later, has the real origin.
  const origin = useServerPaint() ? '' : window.location.origin;
  return accountEntries({
    accountType: tenant?.accountType,
    isMobileApp: session.isMobileApp,
    status: session.status,
    roleLevel: session.user?.roleLevel,
    company: settings.company,
    loginUrl: `${origin}${basePath}login`,
  });
}
