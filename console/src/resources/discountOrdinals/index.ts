import { Role } from '@hondana/schemas/contracts';
import PercentIcon from '@mui/icons-material/Percent';
import { lazy } from 'react';
import type { ResourceBundle } from '../shared/resourceBundle';
import { OrdinalList } from './OrdinalList';

// Create and edit carry the schema form; react-admin suspends while they load.
const OrdinalCreate = lazy(() =>
  import('./OrdinalCreate').then((module) => ({ default: module.OrdinalCreate })),
);
const OrdinalEdit = lazy(() =>
  import('./OrdinalEdit').then((module) => ({ default: module.OrdinalEdit })),
);

export default {
  name: 'discount-ordinals',
  list: OrdinalList,
  create: OrdinalCreate,
  edit: OrdinalEdit,
  icon: PercentIcon,
  // Titles and references name the plan and the period ("Monthly — 2"), not an id.
  recordRepresentation: (record: { subscriptionPlanName?: string; ordinal?: number }) =>
    `${record.subscriptionPlanName ?? ''} — ${record.ordinal ?? ''}`,
  isTenantScoped: true,
  roles: [Role.SYSTEM_ADMIN, Role.COMPANY_ADMIN, Role.SERVICE_ADMIN],
} satisfies ResourceBundle;
