import { Admin } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Dashboard } from './dashboard/Dashboard';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { consoleTheme } from './layout/theme';
import { TopNotification } from './layout/TopNotification';
import { createAuthProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { setTenantScopedPaths } from './providers/httpClient';
import { i18nProvider } from './providers/i18nProvider';
import { registry } from './registry';
import { resourceElements } from './resourceElements';
import { canRoleAccess, tenantScopedPaths } from './resources/shared/resourceBundle';
import { SetPasswordPage } from './setPassword/SetPasswordPage';

// The composition root hands the registry to the providers (they sit below the resources).
setTenantScopedPaths(tenantScopedPaths(registry));
const authProvider = createAuthProvider((roleLevel, resource) =>
  canRoleAccess(registry, roleLevel, resource),
);

/** Real paths under /admin (not react-admin's default hash router), so screens can be linked. */
export const App = () => (
  <BrowserRouter>
    <Routes>
      <Route path="/admin/set-password" element={<SetPasswordPage />} />
      <Route path="/admin/*" element={<ConsoleAdmin />} />
    </Routes>
  </BrowserRouter>
);

const ConsoleAdmin = () => (
  <Admin
    basename="/admin"
    title="Hondana"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={ConsoleLayout}
    theme={consoleTheme}
    dashboard={Dashboard}
    notification={TopNotification}
    requireAuth
    disableTelemetry
  >
    {resourceElements(registry)}
  </Admin>
);
