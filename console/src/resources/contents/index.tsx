import { Role } from '@hondana/schemas/contracts';
import ContentIcon from '@mui/icons-material/MenuBook';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { ResourceBundle } from '../shared/resourceBundle';
import { ContentList } from './ContentList';

// Create, edit and the CSV import carry the schema form or the file checks; react-admin
// suspends while they load.
const ContentCreate = lazy(() =>
  import('./ContentCreate').then((module) => ({ default: module.ContentCreate })),
);
const ContentEdit = lazy(() =>
  import('./ContentEdit').then((module) => ({ default: module.ContentEdit })),
);
const ContentImport = lazy(() =>
  import('./import/ContentImport').then((module) => ({ default: module.ContentImport })),
);

export default {
  name: 'contents',
  list: ContentList,
  create: ContentCreate,
  edit: ContentEdit,
  icon: ContentIcon,
  recordRepresentation: 'title',
  isTenantScoped: true,
  roles: [Role.SYSTEM_ADMIN, Role.COMPANY_ADMIN],
  // PDF and cover uploads go to their own endpoint.
  apiPaths: ['content-files'],
  children: <Route path="import" element={<ContentImport />} />,
} satisfies ResourceBundle;
