import { resolveSettings } from '@hondana/schemas';
import type TestAgent from 'supertest/lib/agent';

/** PUT /api/admin/settings/{kind} as `admin`, with `data` as the whole document. */
export const putSettings = (admin: TestAgent, kind: string, data: Record<string, unknown>) =>
  admin.put(`/api/admin/settings/${kind}`).send({ data });

/** A complete company document (a service name is required) with `changes` over it. */
export const companySettings = (changes: Record<string, unknown>) => ({
  ...resolveSettings('company', {}),
  serviceName: 'Sakura Library',
  ...changes,
});
