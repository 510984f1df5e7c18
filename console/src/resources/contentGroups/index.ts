import { Role } from '@hondana/schemas/contracts';
import GroupIcon from '@mui/icons-material/CollectionsBookmark';
import { lazy } from 'react';
import type { ResourceBundle } from '../shared/resourceBundle';
import { ContentGroupList } from './ContentGroupList';

// Create and edit carry the schema form; react-admin suspends while they load.
const ContentGroupCreate = lazy(() =>
  import('./ContentGroupCreate').then((module) => ({ default: module.ContentGroupCreate })),
);
const ContentGroupEdit = lazy(() =>
  import('./ContentGroupEdit').then((module) => ({ default: module.ContentGroupEdit })),
);

export default {
  name: 'content-groups',
  list: ContentGroupList,
  create: ContentGroupCreate,
  edit: ContentGroupEdit,
  icon: GroupIcon,
  recordRepresentation: 'name',
  isTenantScoped: true,
  roles: [Role.SYSTEM_ADMIN, Role.COMPANY_ADMIN],
} satisfies ResourceBundle;
