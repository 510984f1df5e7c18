import { Validator } from '@seriousme/openapi-schema-validator';
import { createAjv2020 } from '@hondana/schemas/ajv2020';
import express, { Router } from 'express';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTables, buildOpenApiDocument } from '../../../server/src/openapi';
import type { OpenApiDocument } from '../../../server/src/openapi';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createContent, createGroup } from '../../support/contents';
import { createReader } from '../../support/readers';
import { differences, documentedRoutes, servedRoutes } from './expressRoutes';

const APIS = ['/api/v1', '/api/admin'];

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.anonymous().get('/api/openapi.json').expect(200)).body;
});

afterAll(async () => {
  await t?.destroy();
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, public and cacheable', async () => {
    const res = await t.anonymous().get('/api/openapi.json').expect(200);
    expect(res.headers['cache-control']).toContain('public');
    expect(res.body.openapi).toBe('3.1.0');
    // Shapes only: nothing of a tenant (ids, names, stored settings) is in it.
    for (const tenantWord of [t.fixtures.sakura.id, t.fixtures.aozora.id, 'sakura', 'aozora']) {
      expect(res.text).not.toContain(tenantWord);
    }
    const result = await new Validator().validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('fails validation when the document is broken (the check can fail)', async () => {
    const broken = structuredClone(document) as unknown as Record<string, unknown>;
    (broken.paths as Record<string, unknown>)['/api/v1/broken'] = { get: { responses: 'none' } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });
});

describe('the routes', () => {
  it('documents every route the app serves under /api/v1 and /api/admin, and no other', () => {
    const served = servedRoutes(t.app, APIS);
    expect(served.size).toBeGreaterThan(200);
    expect(differences(served, documentedRoutes(document))).toEqual({
      undocumented: [],
      notServed: [],
    });
  });

  it('names a route missing from the document, nested routers and their mounts included', () => {
    const app = express();
    const plans = Router();
    plans.get('/:id/history', (_req, res) => res.end());
    const admin = Router();
    admin.use('/plans', plans);
    app.use('/api/admin', admin);
    expect(servedRoutes(app, APIS)).toEqual(new Set(['GET /api/admin/plans/{id}/history']));

    // The real app against a document built without one of its declared routes.
    const [v1, ...rest] = apiTables;
    const [first, ...groups] = v1.groups;
    const shorter = { ...v1, groups: [{ ...first, routes: first.routes.slice(1) }, ...groups] };
    const missing = buildOpenApiDocument([shorter, ...rest]);
    const { undocumented } = differences(servedRoutes(t.app, APIS), documentedRoutes(missing));
    expect(undocumented).toEqual([
      first.routes[0].replace(' ', ' /api/v1').replace(/:(\w+)/g, '{$1}'),
    ]);
  });
});

describe('real answers match the document', () => {
  let groupId: string;
  const ajv = createAjv2020();

  /** The answer's schema of the operation, its component references resolved in the document. */
  function check(res: Response, path: string, method: string) {
    const operation = (document.paths as Record<string, Record<string, Operation>>)[path][method];
    const answer = operation.responses[String(res.status)] ?? operation.responses.default;
    const schema = answer.content['application/json'].schema;
    const validate = ajv.compile({ ...schema, components: document.components });
    const isValid = validate(res.body);
    expect(validate.errors ?? [], JSON.stringify(res.body).slice(0, 500)).toEqual([]);
    expect(isValid).toBe(true);
  }

  beforeAll(async () => {
    const sakura = t.fixtures.sakura.id;
    const group = await createGroup(t, sakura, { name: 'Novels' });
    groupId = group.id;
    await createContent(t, sakura, { title: 'Botchan', groupIds: [group.id] });
    const admin = await t.login('sakura');
    await admin
      .post('/api/admin/plans')
      .send({
        name: 'Monthly',
        price: 800,
        duration: 1,
        durationType: 'MONTH',
        contentGroupIds: [group.id],
      })
      .expect(201);
  });

  it('a reader’s content group list (GET /api/v1/content-group/content-group-list)', async () => {
    const reader = await createReader(t, t.fixtures.sakura.id);
    const res = await t
      .anonymous()
      .get('/api/v1/content-group/content-group-list?path=sakura')
      .set('X-Access-Token', reader.token)
      .expect(200);
    check(res, '/api/v1/content-group/content-group-list', 'get');
  });

  it('a search (POST /api/v1/content/search)', async () => {
    const reader = await createReader(t, t.fixtures.sakura.id);
    const res = await t
      .anonymous()
      .post('/api/v1/content/search?path=sakura&size=50&sort_field=1&sort=true')
      .set('X-Access-Token', reader.token)
      .send({ search_requests: [] })
      .expect(200);
    expect(res.body.data.content).toHaveLength(1);
    check(res, '/api/v1/content/search', 'post');
  });

  it('the admin plan list and one plan (GET /api/admin/plans, /api/admin/plans/{id})', async () => {
    const admin = await t.login('sakura');
    const list = await admin.get('/api/admin/plans').expect(200);
    expect(list.body).toHaveLength(1);
    check(list, '/api/admin/plans', 'get');
    const one = await admin.get(`/api/admin/plans/${list.body[0].id}`).expect(200);
    check(one, '/api/admin/plans/{id}', 'get');
  });

  it('an error answer (GET /api/admin/plans/{id} of a deleted plan; v1 without a session)', async () => {
    const admin = await t.login('sakura');
    const gone = await admin
      .post('/api/admin/plans')
      .send({
        name: 'Gone',
        price: 1,
        duration: 1,
        durationType: 'DAY',
        contentGroupIds: [groupId],
      })
      .expect(201);
    await admin.delete(`/api/admin/plans/${gone.body.id}`).expect(200);
    const missing = await admin.get(`/api/admin/plans/${gone.body.id}`);
    // 831 "plan not found" is a 400 in the catalogue.
    expect(missing.status).toBe(400);
    expect(missing.body.message_key).toBe('api.error.831');
    check(missing, '/api/admin/plans/{id}', 'get');
    const refused = await t.anonymous().post('/api/v1/content/search?path=sakura').send({});
    expect(refused.status).toBeGreaterThanOrEqual(400);
    check(refused, '/api/v1/content/search', 'post');
  });

  it('fails an answer that does not match (the check can fail)', () => {
    const wrong = { status: 200, body: { status: 200, data: { content: 'none' } } };
    expect(() => check(wrong as Response, '/api/v1/content/search', 'post')).toThrow();
  });
});

interface Operation {
  responses: Record<string, { content: Record<string, { schema: object }> }>;
}
