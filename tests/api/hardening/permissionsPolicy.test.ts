import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

describe('Permissions-Policy', () => {
  it.each([
    ['a path tenant shell', 'get', '/sakura/'],
    ['an unknown path (reader 404)', 'get', '/no-such-tenant/'],
    ['an anonymous v1 call', 'get', '/api/v1/company/public/get-detail?path=sakura'],
    ['an admin call without a session', 'get', '/api/admin/companies'],
    ['an unknown API path', 'get', '/api/nothing-here'],
    ['a refused state change', 'post', '/api/admin/contents'],
    ['the console', 'get', '/admin/'],
    ['a health check', 'get', '/healthz'],
  ] as const)('is on %s', async (_name, method, path) => {
    const res = await t.anonymous()[method](path);
    const policy = res.headers['permissions-policy'];
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
    // The viewer goes full screen.
    expect(policy).toContain('fullscreen=(self)');
  });
});
