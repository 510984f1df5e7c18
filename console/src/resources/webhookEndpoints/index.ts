import { Role } from '@hondana/schemas/contracts';
import WebhookIcon from '@mui/icons-material/Webhook';
import { lazy } from 'react';
import type { ResourceBundle } from '../shared/resourceBundle';
import { WebhookEndpointList } from './WebhookEndpointList';

// Create and edit carry the schema form; react-admin suspends while they load.
const WebhookEndpointCreate = lazy(() =>
  import('./WebhookEndpointCreate').then((module) => ({ default: module.WebhookEndpointCreate })),
);
const WebhookEndpointEdit = lazy(() =>
  import('./WebhookEndpointEdit').then((module) => ({ default: module.WebhookEndpointEdit })),
);

/** A tenant's signed webhooks: endpoints, their delivery log and replay (issue 35). */
export default {
  name: 'webhook-endpoints',
  list: WebhookEndpointList,
  create: WebhookEndpointCreate,
  edit: WebhookEndpointEdit,
  icon: WebhookIcon,
  recordRepresentation: 'url',
  isTenantScoped: true,
  roles: [Role.SYSTEM_ADMIN, Role.COMPANY_ADMIN],
  // The delivery log and its replay, shown on an endpoint's page.
  apiPaths: ['webhook-deliveries'],
} satisfies ResourceBundle;
