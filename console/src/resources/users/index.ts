import { Role } from '@hondana/schemas/contracts';
import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { ResourceBundle } from '../shared/resourceBundle';
import { UserList } from './UserList';

// Create and edit carry the schema form; react-admin suspends while they load.
const UserCreate = lazy(() =>
  import('./UserCreate').then((module) => ({ default: module.UserCreate })),
);
const UserEdit = lazy(() => import('./UserEdit').then((module) => ({ default: module.UserEdit })));

export default {
  name: 'users',
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  icon: PeopleIcon,
  recordRepresentation: (record: {
    email?: string | null;
    username?: string | null;
    fullName?: string;
  }) => record.email ?? record.username ?? record.fullName ?? '',
  isTenantScoped: true,
  roles: [Role.SYSTEM_ADMIN, Role.COMPANY_ADMIN],
} satisfies ResourceBundle;
