import type { IntegrationTokenRecord } from '@hondana/schemas';

/**
 * What a token may do. `reports`: harvest COUNTER reports over SUSHI (counter/sushi.ts), and
 * nothing of the admin API. `read`, `content`, `users`: call the admin API of the token's own
 * tenant, as far as `ADMIN_ROUTES` below lets them.
 */
export const integrationRoles = [
  'reports',
  'read',
  'content',
  'users',
] as const satisfies readonly IntegrationTokenRecord['role'][];
export type IntegrationRole = IntegrationTokenRecord['role'];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A right: these methods on an admin route prefix (a whole first path segment, and below it). */
interface Grant {
  methods: readonly Method[];
  prefixes: readonly string[];
}

const WRITE: readonly Method[] = ['POST', 'PUT', 'DELETE'];

/**
 * What a company administrator reads in the console, less what holds secrets or reaches past
 * the tenant's data: settings (mail and gateway secrets), the payment mode, staff, integration
 * tokens, webhooks (signing secrets, payloads), companies, uploads of settings images, the
 * onboarding checklist (read from settings) and the session calls of `/auth`.
 */
const READ: Grant = {
  methods: ['GET'],
  prefixes: [
    '/contents',
    '/content-groups',
    '/content-links',
    '/content-files',
    '/users',
    '/user-groups',
    '/ip-groups',
    '/imports',
    '/plans',
    '/coupons',
    '/discount-ordinals',
    '/subscriptions',
    '/subscribers',
    '/transactions',
    '/usage',
    '/counter-reports',
    '/dashboard',
    '/announcements',
  ],
};

/**
 * The one table of what each role may call on `/api/admin`; anything not in it is refused to
 * every token (default deny). Refunds (`POST /transactions/:id/refund`) are in no role.
 */
export const ADMIN_ROUTES: Record<IntegrationRole, readonly Grant[]> = {
  reports: [],
  read: [READ],
  content: [
    READ,
    {
      methods: WRITE,
      prefixes: ['/contents', '/content-groups', '/content-links', '/content-files'],
    },
  ],
  users: [READ, { methods: WRITE, prefixes: ['/users', '/user-groups', '/ip-groups', '/imports'] }],
};

/**
 * Whether a token of `role` may make this call. `path` is the raw path below `/api/admin`
 * (no query), compared as sent: any spelling the table does not name exactly (another case,
 * `%2F`, dot or empty segments) is refused rather than guessed at.
 */
export function mayCallAdmin(role: IntegrationRole, method: string, path: string): boolean {
  const segments = path
    .replace(/(.)\/$/, '$1')
    .split('/')
    .slice(1);
  if (segments.some((segment) => ['', '.', '..'].includes(segment))) return false;
  const grants: readonly Grant[] = ADMIN_ROUTES[role] ?? [];
  return grants.some(
    (grant) =>
      grant.methods.includes(method as Method) &&
      grant.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
  );
}
