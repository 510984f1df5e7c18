import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp, hosts } from '../../support/app';
import type { TestApp } from '../../support/app';

let t: TestApp;
let system: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  system = await t.login('system');
});
afterEach(async () => {
  await t.db('jobs').delete();
  await t.reset();
});
afterAll(() => t.destroy());

const csv =
  'email,username,full_name,password,lang,group,status\n' +
  'imported@example.test,imported,Imported,Passw0rd-x,ja,,0\n';

function upload(agent: TestAgent, query: string) {
  return agent
    .post(`/api/v1/import-csv-file/upload-csv${query}`)
    .attach('file', Buffer.from(csv), 'users.csv');
}

async function jobCompanies(): Promise<string[]> {
  const rows = await t.db('jobs').select('company_id');
  return rows.map((row: { company_id: string }) => row.company_id);
}

describe('the v1 CSV-import shortcut names its tenant as the other v1 admin calls do', () => {
  it('?path= imports into that tenant', async () => {
    const res = await upload(system, '?path=sakura').expect(200);
    expect(res.body).toMatchObject({ status: 200, data: { id: expect.any(String) } });
    expect(await jobCompanies()).toEqual([t.fixtures.sakura.id]);
  });

  it('?domain= imports into that tenant', async () => {
    await upload(system, `?domain=${hosts.aozora}`).expect(200);
    expect(await jobCompanies()).toEqual([t.fixtures.aozora.id]);
  });

  it("a company admin naming another tenant is refused, not put in the admin's own", async () => {
    const sakura = await t.login('sakura');
    await upload(sakura, `?domain=${hosts.aozora}`).expect(403);
    expect(await jobCompanies()).toEqual([]);
  });

  it('a name that matches no tenant answers 404 and imports nowhere', async () => {
    const sakura = await t.login('sakura');
    await upload(sakura, '?path=no-such-tenant').expect(404);
    expect(await jobCompanies()).toEqual([]);
  });
});
