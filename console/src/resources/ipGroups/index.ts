import { Role } from '@hondana/schemas/contracts';
import RouterIcon from '@mui/icons-material/Router';
import { lazy } from 'react';
import type { ResourceBundle } from '../shared/resourceBundle';
import { IpGroupList } from './IpGroupList';

// Create and edit carry the schema form; react-admin suspends while they load.
const IpGroupCreate = lazy(() =>
  import('./IpGroupCreate').then((module) => ({ default: module.IpGroupCreate })),
);
const IpGroupEdit = lazy(() =>
  import('./IpGroupEdit').then((module) => ({ default: module.IpGroupEdit })),
);

export default {
  name: 'ip-groups',
  list: IpGroupList,
  create: IpGroupCreate,
  edit: IpGroupEdit,
  icon: RouterIcon,
  recordRepresentation: 'name',
  isTenantScoped: true,
  roles: [Role.SYSTEM_ADMIN, Role.COMPANY_ADMIN],
} satisfies ResourceBundle;
