import { Role } from '@hondana/schemas/contracts';
import GroupsIcon from '@mui/icons-material/Groups';
import { lazy } from 'react';
import type { ResourceBundle } from '../shared/resourceBundle';
import { UserGroupList } from './UserGroupList';

// Create and edit carry the schema form; react-admin suspends while they load.
const UserGroupCreate = lazy(() =>
  import('./UserGroupCreate').then((module) => ({ default: module.UserGroupCreate })),
);
const UserGroupEdit = lazy(() =>
  import('./UserGroupEdit').then((module) => ({ default: module.UserGroupEdit })),
);

export default {
  name: 'user-groups',
  list: UserGroupList,
  create: UserGroupCreate,
  edit: UserGroupEdit,
  icon: GroupsIcon,
  recordRepresentation: 'name',
  isTenantScoped: true,
  roles: [Role.SYSTEM_ADMIN, Role.COMPANY_ADMIN],
} satisfies ResourceBundle;
