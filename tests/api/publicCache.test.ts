import type { Express } from 'express';
import type { Knex } from 'knex';
import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { Role } from '../../server/src/access/roles';
import { createSessionStore } from '../../server/src/auth/sessions';
import { systemClock } from '../../server/src/clock';
import { createLogger } from '../../server/src/http/logging';
import { PUBLIC_SETTINGS_RECHECK_MS } from '../../server/src/settings/publicSettings';
import { createTestApp, hosts, testAppConfig } from '../support/app';
import type { TestApp } from '../support/app';

/** Another server process on the same database: its own caches and a clock moved by hand. */
interface Instance {
  app: Express;
  advance(ms: number): void;
}

const viewSettings = '/api/v1/service-admin/public/view-settings?path=sakura';

let t: TestApp;
let token: string;
let here: Instance;
let there: Instance;

beforeAll(async () => {
  t = await createTestApp();
  token = await staffToken(t.db, t.fixtures.sakura.id);
});
beforeEach(() => {
  here = createInstance(t.db, t.dataDir);
  there = createInstance(t.db, t.dataDir);
});
afterEach(() => t.reset());
afterAll(() => t.destroy());

describe('public settings cached across instances', () => {
  it('shows a save made on another instance once the recheck interval has passed', async () => {
    expect(await headerColor(here)).toBe('#ffffff');
    await saveHeaderColor(there, '#abcdef');

    here.advance(PUBLIC_SETTINGS_RECHECK_MS - 1);
    expect(await headerColor(here)).toBe('#ffffff');
    here.advance(1);
    expect(await headerColor(here)).toBe('#abcdef');
    expect(await shellHeaderColor(here)).toBe('#abcdef');
  });

  it('shows a save made on the same instance at once', async () => {
    expect(await headerColor(here)).toBe('#ffffff');
    expect(await shellHeaderColor(here)).toBe('#ffffff');
    await saveHeaderColor(here, '#123456');
    expect(await headerColor(here)).toBe('#123456');
    expect(await shellHeaderColor(here)).toBe('#123456');
  });

  it('checks the database once for a burst of concurrent requests', async () => {
    await supertest(here.app).get(viewSettings).expect(200);
    here.advance(PUBLIC_SETTINGS_RECHECK_MS);
    const stampQueries: string[] = [];
    const onQuery = (query: { sql: string }) => {
      if (query.sql.includes('sum(version)')) stampQueries.push(query.sql);
    };
    t.db.on('query', onQuery);
    try {
      const burst = Array.from({ length: 20 }, () =>
        supertest(here.app).get(viewSettings).expect(200),
      );
      await Promise.all(burst);
      await supertest(here.app).get(viewSettings).expect(200);
    } finally {
      t.db.removeListener('query', onQuery);
    }
    expect(stampQueries).toHaveLength(1);
  });
});

describe('conditional requests', () => {
  it('answers view-settings with a strong ETag and 304 while it still matches', async () => {
    // Plain bytes, so the length can be checked (encodings: compressedAnswers.test.ts).
    const first = await supertest(here.app)
      .get(viewSettings)
      .set('Accept-Encoding', 'identity')
      .expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.text));

    const again = await supertest(here.app)
      .get(viewSettings)
      .set('Accept-Encoding', 'identity')
      .set('If-None-Match', `W/${etag}`);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);

    await saveHeaderColor(here, '#654321');
    const changed = await supertest(here.app).get(viewSettings).set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.data.settings.header.background_color).toBe('#654321');
  });

  it('answers the reader shell with 304 on a match and HEAD without a body', async () => {
    const shell = await supertest(here.app)
      .get('/')
      .set('Host', hosts.aozora)
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(shell.text).toContain('Aozora Books');
    expect(shell.headers['x-content-type-options']).toBe('nosniff');
    const etag = shell.headers.etag as string;

    // The same route: shells differ by the lazy modules each route preloads (shell/firstPaint.ts).
    const cached = await supertest(here.app)
      .get('/')
      .set('Host', hosts.aozora)
      .set('If-None-Match', `"other", ${etag}`);
    expect(cached.status).toBe(304);

    const head = await supertest(here.app)
      .head('/')
      .set('Host', hosts.aozora)
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(head.text).toBeUndefined();
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(shell.text)));
    expect(head.headers.etag).toBe(etag);
  });

  it('never answers an unknown tenant with 304', async () => {
    const missing = await supertest(here.app).get('/nobody/').expect(404);
    const again = await supertest(here.app)
      .get('/nobody/')
      .set('If-None-Match', missing.headers.etag as string);
    expect(again.status).toBe(404);
  });
});

describe('reader paths answered ahead of the platform middleware', () => {
  it("leaves platform paths on a tenant's host to their own routes", async () => {
    const api = await supertest(here.app)
      .get('/API/v1/service-admin/public/view-settings')
      .set('Host', hosts.aozora)
      .expect(200);
    expect(api.body.data.tenant.id).toBe(t.fixtures.aozora.id);
    const health = await supertest(here.app).get('/healthz').set('Host', hosts.aozora).expect(200);
    expect(health.body).toEqual({ status: 'ok' });
    const unknownApi = await supertest(here.app).get('/api/nothing').set('Host', hosts.aozora);
    expect(unknownApi.status).toBe(404);
    expect(unknownApi.body.message_key).toBe('api.error.404');
  });

  it('still gives the reader any platform path nobody answered', async () => {
    const res = await supertest(here.app).get('/favicon.ico').set('Host', hosts.aozora);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Aozora Books');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

function createInstance(db: Knex, dataDir: string): Instance {
  let now = Date.now();
  const app = createApp({
    db,
    clock: { now: () => new Date(now) },
    config: testAppConfig(dataDir),
    logger: createLogger('silent'),
  });
  return {
    app,
    advance: (ms) => {
      now += ms;
    },
  };
}

/** A staff session for the company's admin, usable on every instance (sessions live in the database). */
async function staffToken(db: Knex, companyId: string): Promise<string> {
  const user = await db('users')
    .where({ company_id: companyId, role_level: Role.COMPANY_ADMIN })
    .first('id', 'email', 'full_name', 'role_level', 'company_id');
  const sessions = createSessionStore({ db, clock: systemClock, ttlSeconds: 3600 });
  const { token: created } = await sessions.create({
    id: user.id,
    email: user.email,
    fullName: user.full_name,
    roleLevel: Number(user.role_level),
    companyId: user.company_id,
  });
  return created;
}

async function saveHeaderColor(instance: Instance, backgroundColor: string) {
  await supertest(instance.app)
    .put('/api/admin/settings/header')
    .set('X-Access-Token', token)
    .send({ data: { backgroundColor } })
    .expect(200);
}

async function headerColor(instance: Instance): Promise<string> {
  const res = await supertest(instance.app).get(viewSettings).expect(200);
  return res.body.data.settings.header.background_color as string;
}

async function shellHeaderColor(instance: Instance): Promise<string> {
  const res = await supertest(instance.app).get('/sakura/').expect(200);
  return /--hd-header-bg:(#[0-9a-f]{6})/.exec(res.text)?.[1] ?? '';
}
