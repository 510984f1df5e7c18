export { createIntegrationTokens, TOKEN_PREFIX } from './tokens';
export type { IntegrationToken, IntegrationTokens, TokenHolder } from './tokens';
export { ADMIN_ROUTES, integrationRoles, mayCallAdmin } from './roles';
export type { IntegrationRole } from './roles';
export { ADMIN_CALLS_PER_MINUTE, createAdminCalls } from './adminCalls';
export type { AdminCall, AdminCalls } from './adminCalls';
