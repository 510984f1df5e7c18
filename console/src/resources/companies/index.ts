import { Role } from '@hondana/schemas/contracts';
import CompanyIcon from '@mui/icons-material/Business';
import { lazy } from 'react';
import type { ResourceBundle } from '../shared/resourceBundle';
import { CompanyList } from './CompanyList';

// Create and edit carry the schema form; react-admin suspends while they load.
const CompanyCreate = lazy(() =>
  import('./CompanyCreate').then((module) => ({ default: module.CompanyCreate })),
);
const CompanyEdit = lazy(() =>
  import('./CompanyEdit').then((module) => ({ default: module.CompanyEdit })),
);

export default {
  name: 'companies',
  list: CompanyList,
  create: CompanyCreate,
  edit: CompanyEdit,
  icon: CompanyIcon,
  recordRepresentation: 'name',
  isTenantScoped: false,
  roles: [Role.SYSTEM_ADMIN],
} satisfies ResourceBundle;
