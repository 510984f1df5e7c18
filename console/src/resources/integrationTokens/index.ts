import { Role } from '@hondana/schemas/contracts';
import KeyIcon from '@mui/icons-material/Key';
import { lazy } from 'react';
import type { ResourceBundle } from '../shared/resourceBundle';
import { IntegrationTokenList } from './IntegrationTokenList';

// Create carries the schema form; react-admin suspends while it loads.
const IntegrationTokenCreate = lazy(() =>
  import('./IntegrationTokenCreate').then((module) => ({ default: module.IntegrationTokenCreate })),
);

/** A tenant's tokens for machines (issue 35): made, shown once, listed, revoked. */
export default {
  name: 'integration-tokens',
  list: IntegrationTokenList,
  create: IntegrationTokenCreate,
  icon: KeyIcon,
  recordRepresentation: 'name',
  isTenantScoped: true,
  roles: [Role.SYSTEM_ADMIN, Role.COMPANY_ADMIN],
} satisfies ResourceBundle;
