import { useConfig } from '../../config/configContext';
import { useSession } from '../session/sessionContext';
import { accountEntries, type AccountEntries } from './accountEntries';

/** The account entries for the signed-in state now in force (header menu and drawer). */
export function useAccountEntries(): AccountEntries {
  const { settings, tenant, basePath } = useConfig();
  const session = useSession();
  return accountEntries({
    accountType: tenant?.accountType,
    isMobileApp: session.isMobileApp,
    status: session.status,
    roleLevel: session.user?.roleLevel,
    company: settings.company,
    loginUrl: `${window.location.origin}${basePath}login`,
  });
}
