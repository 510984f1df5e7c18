import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../openapi/adminRoutes';
import { ADMIN_ROUTES, integrationRoles, mayCallAdmin } from './roles';

const adminApiRoles = integrationRoles.filter((role) => role !== 'reports');

/** Routes no token may call, whatever its role: secrets, staff, tokens, tenants, money back. */
const neverForTokens = [
  'GET /settings',
  'GET /settings/payment',
  'PUT /settings/payment',
  'POST /settings/payment/verify',
  'GET /payment-mode',
  'GET /staff',
  'POST /staff',
  'GET /integration-tokens',
  'POST /integration-tokens',
  'DELETE /integration-tokens/1',
  'GET /webhook-endpoints',
  'POST /webhook-endpoints/1/rotate-secret',
  'GET /webhook-deliveries',
  'GET /companies',
  'POST /companies',
  'POST /transactions/1/refund',
  'POST /transactions/1/receipt-mail',
  'GET /auth/me',
  'POST /auth/login',
  'POST /uploads/logo',
  'GET /onboarding',
  'POST /announcements',
  'POST /plans',
  'POST /coupons',
];

const call = (line: string) => line.split(' ') as [string, string];

describe('the role table of integration tokens', () => {
  it('gives `reports` nothing of the admin API', () => {
    for (const line of ['GET /contents', 'GET /users', 'GET /counter-reports/institutions']) {
      expect(mayCallAdmin('reports', ...call(line)), line).toBe(false);
    }
  });

  it('lets every admin API role read the tenant, and `read` write nothing', () => {
    const reads = ['GET /contents', 'GET /contents/1', 'GET /users/export', 'GET /plans'];
    const more = ['GET /transactions/1/receipt', 'GET /usage', 'GET /subscriptions/1'];
    for (const role of adminApiRoles) {
      for (const line of [...reads, ...more]) expect(mayCallAdmin(role, ...call(line))).toBe(true);
    }
    for (const line of ['POST /contents', 'PUT /users/1', 'DELETE /content-groups/1']) {
      expect(mayCallAdmin('read', ...call(line)), line).toBe(false);
    }
  });

  it('lets `content` write contents and groups, and `users` readers and groups, not each other', () => {
    const contentWrites = ['POST /content-groups', 'PUT /contents/1', 'POST /contents/import'];
    const userWrites = ['POST /users', 'PUT /ip-groups/1', 'POST /imports/users'];
    for (const line of contentWrites) {
      expect(mayCallAdmin('content', ...call(line)), line).toBe(true);
      expect(mayCallAdmin('users', ...call(line)), line).toBe(false);
    }
    for (const line of userWrites) {
      expect(mayCallAdmin('users', ...call(line)), line).toBe(true);
      expect(mayCallAdmin('content', ...call(line)), line).toBe(false);
    }
  });

  it('refuses secrets, staff, tokens, webhooks, companies and refunds to every role', () => {
    for (const role of integrationRoles) {
      for (const line of neverForTokens) {
        expect(mayCallAdmin(role, ...call(line)), `${role} ${line}`).toBe(false);
      }
    }
  });

  it('refuses what it does not name exactly: other methods, spellings and look-alikes', () => {
    const odd = [
      'HEAD /contents',
      'PATCH /contents/1',
      'GET /Contents',
      'GET /contents-extra',
      'GET /contents/../settings',
      'GET /contents/./1',
      'GET //contents',
      'GET /contents//1',
      'GET /',
      'GET ',
    ];
    for (const line of odd) expect(mayCallAdmin('content', ...call(line)), line).toBe(false);
    expect(mayCallAdmin('read', 'GET', '/contents/')).toBe(true);
  });

  it('names only prefixes the admin API serves', () => {
    const served = new Set(
      adminRoutes.groups.flatMap((group) => group.routes.map((r) => `/${r.split('/')[1]}`)),
    );
    const named = Object.values(ADMIN_ROUTES).flatMap((grants) =>
      grants.flatMap((grant) => grant.prefixes),
    );
    expect(named.filter((prefix) => !served.has(prefix))).toEqual([]);
  });
});
