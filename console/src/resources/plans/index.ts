import { Role } from '@hondana/schemas/contracts';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { lazy } from 'react';
import type { ResourceBundle } from '../shared/resourceBundle';
import { PlanList } from './PlanList';

// Create and edit carry the schema form; react-admin suspends while they load.
const PlanCreate = lazy(() =>
  import('./PlanCreate').then((module) => ({ default: module.PlanCreate })),
);
const PlanEdit = lazy(() => import('./PlanEdit').then((module) => ({ default: module.PlanEdit })));

export default {
  name: 'plans',
  list: PlanList,
  create: PlanCreate,
  edit: PlanEdit,
  icon: CardMembershipIcon,
  recordRepresentation: 'name',
  isTenantScoped: true,
  // The bar's payment mode: whether a paid plan can be published and is really charged.
  apiPaths: ['payment-mode'],
  roles: [Role.SYSTEM_ADMIN, Role.COMPANY_ADMIN, Role.SERVICE_ADMIN],
} satisfies ResourceBundle;
