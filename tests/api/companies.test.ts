import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp } from '../support/app';
import type { TestApp } from '../support/app';
import { readShellConfig } from '../support/shell';

let t: TestApp;
let system: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  system = await t.login('system');
});
afterEach(() => t.reset());
afterAll(() => t.destroy());

const pathCompany = (name: string, path: string) => ({
  name,
  email: `${path}@example.com`,
  domainType: 'PATH',
  path,
  accountType: 'EMAIL',
  maxContent: 5,
  maxUser: 5,
  status: 'ACTIVE',
});

describe('/api/admin/companies (ra-data-simple-rest)', () => {
  it('lists with sort, range and Content-Range', async () => {
    const res = await system
      .get('/api/admin/companies')
      .query({ sort: '["name","DESC"]', range: '[0,0]' })
      .expect(200);
    expect(res.headers['content-range']).toBe('companies 0-0/2');
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ name: 'Sakura Library', domainType: 'PATH' });
  });

  it('filters by q and by ids (getMany)', async () => {
    const byQ = await system
      .get('/api/admin/companies')
      .query({ filter: '{"q":"aoz"}' })
      .expect(200);
    expect(byQ.body.map((c: { id: string }) => c.id)).toEqual([t.fixtures.aozora.id]);
    const byIds = await system
      .get('/api/admin/companies')
      .query({ filter: JSON.stringify({ id: [t.fixtures.sakura.id] }) })
      .expect(200);
    expect(byIds.body.map((c: { id: string }) => c.id)).toEqual([t.fixtures.sakura.id]);
  });

  it('rejects malformed list parameters with 400', async () => {
    await system.get('/api/admin/companies').query({ range: '[5,1]' }).expect(400);
    await system.get('/api/admin/companies').query({ filter: '{oops' }).expect(400);
  });

  it('creates, reads, replaces and deletes a company', async () => {
    const created = await system.post('/api/admin/companies').send(pathCompany('Momiji', 'momiji'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(String), name: 'Momiji', domain: null });
    const id = created.body.id as string;

    const shell = await t.anonymous().get('/momiji/');
    expect(readShellConfig(shell.text).tenant?.id).toBe(id);

    await system.get(`/api/admin/companies/${id}`).expect(200);
    const replaced = await system
      .put(`/api/admin/companies/${id}`)
      .send({ ...created.body, name: 'Momiji Books', maxUser: 50 })
      .expect(200);
    expect(replaced.body).toMatchObject({ id, name: 'Momiji Books', maxUser: 50 });

    await system.delete(`/api/admin/companies/${id}`).expect(200);
    await system.get(`/api/admin/companies/${id}`).expect(404);
    expect(await t.db('companies').where({ id }).first()).toBeUndefined();
  });

  it('validates against the company schema with field errors', async () => {
    const res = await system
      .post('/api/admin/companies')
      .send({ ...pathCompany('Bad', 'Bad Path!'), maxUser: 0, extra: true });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(
      expect.arrayContaining(['path', 'maxUser', 'extra']),
    );
    const reserved = await system.post('/api/admin/companies').send(pathCompany('Admin', 'admin'));
    expect(reserved.body.errors).toHaveProperty('path');
  });

  it('answers 414 for a duplicate domain and a field error for a duplicate path', async () => {
    const domain = await system.post('/api/admin/companies').send({
      name: 'Copy',
      domainType: 'FULL_DOMAIN',
      domain: 'Aozora.test',
      accountType: 'EMAIL',
    });
    expect(domain.status).toBe(400);
    expect(domain.body).toMatchObject({ status: 414, message_key: 'api.error.414' });

    const path = await system.post('/api/admin/companies').send(pathCompany('Copy', 'sakura'));
    expect(path.status).toBe(400);
    expect(path.body).toMatchObject({ status: 400, errors: { path: expect.any(String) } });
    const rows = await t.db('companies').select('id');
    expect(rows).toHaveLength(2);
  });
});
