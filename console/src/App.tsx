import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, Loading, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Dashboard } from './dashboard/Dashboard';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { TopNotification } from './layout/TopNotification';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import companies from './resources/companies';
import contentGroups from './resources/contentGroups';
import contents from './resources/contents';
import imports from './resources/imports';
import ipGroups from './resources/ipGroups';
import userGroups from './resources/userGroups';
import users from './resources/users';

// The schema forms (rjsf and the precompiled validators) load with the first editor opened.
const SettingsRoute = lazy(() =>
  import('./resources/settings/SettingsRoute').then((module) => ({
    default: module.SettingsRoute,
  })),
);
const ContentImportPage = lazy(() =>
  import('./resources/contents/import/ContentImportPage').then((module) => ({
    default: module.ContentImportPage,
  })),
);

/** Real paths under /admin (not react-admin's default hash router), so screens can be linked. */
export const App = () => (
  <BrowserRouter>
    <Routes>
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
    dashboard={Dashboard}
    notification={TopNotification}
    requireAuth
    disableTelemetry
  >
    <Resource name="companies" {...companies} />
    <Resource name="users" {...users} />
    <Resource name="user-groups" {...userGroups} />
    <Resource name="ip-groups" {...ipGroups} />
    <Resource name="imports" {...imports} />
    <Resource name="contents" {...contents} />
    <Resource name="content-groups" {...contentGroups} />
    <CustomRoutes>
      <Route
        path="/contents/import"
        element={
          <Suspense fallback={<Loading />}>
            <ContentImportPage />
          </Suspense>
        }
      />
      <Route
        path="/settings/:kind"
        element={
          <Suspense fallback={<Loading />}>
            <SettingsRoute />
          </Suspense>
        }
      />
    </CustomRoutes>
  </Admin>
);
