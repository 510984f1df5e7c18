import type { Express } from 'express';
import knexFactory from 'knex';
import type { Knex } from 'knex';
import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp, servicesOf } from '../../server/src/app';
import { createLogger } from '../../server/src/http/logging';
import type { Services } from '../../server/src/services';
import { PUBLIC_SETTINGS_RECHECK_MS } from '../../server/src/settings/publicSettings';
import { createTestApp, testAppConfig } from '../support/app';
import type { TestApp } from '../support/app';
import { clearContents, createContent, createGroup } from '../support/contents';
import { createReader } from '../support/readers';
import { GroupType } from '../../server/src/content/groupTypes';
import { addAccount, signIn } from './identity/support';

/**
 * Several server processes on one database (WEB_CONCURRENCY, server/src/http/cluster.ts): each
 * instance here has its own app, caches, job queue and database connection, as a cluster
 * worker has; nothing but the database is shared.
 */
interface Instance {
  app: Express;
  db: Knex;
  services: Services;
}

let t: TestApp;
let one: Instance;
let other: Instance;

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => {
  one = startInstance();
  other = startInstance();
});
afterEach(async () => {
  for (const instance of [one, other]) {
    await instance.services.content.history.flush();
    await instance.services.jobs.stop();
    await instance.db.destroy();
  }
  await clearContents(t);
  await t.reset();
});
afterAll(() => t.destroy());

const sakura = () => t.fixtures.sakura;
const groupList = (instance: Instance, token: string) =>
  supertest(instance.app)
    .get('/api/v1/content-group/content-group-list')
    .query({ path: 'sakura' })
    .set('X-Access-Token', token);

const addFavourite = (instance: Instance, token: string, contentId: string) =>
  supertest(instance.app)
    .post('/api/v1/content/favorites/add')
    .query({ path: 'sakura' })
    .set('X-Access-Token', token)
    .send({ content_id: contentId })
    .expect(200);

describe('several processes on one database', () => {
  it('knows a reader signed in on one process on the other, and a sign-out at once', async () => {
    const account = await addAccount(t, sakura().id);
    const res = await signIn(supertest(one.app), sakura(), account.email, account.password);
    expect(res.status).toBe(200);
    const token = res.body.data.access_token as string;
    const info = (instance: Instance) =>
      supertest(instance.app)
        .get('/api/v1/auth/info?servicePath=sakura')
        .set('X-Access-Token', token);

    expect((await info(other)).status).toBe(200);
    await supertest(other.app)
      .get('/api/v1/auth/logout?path=sakura')
      .set('X-Access-Token', token)
      .expect(200);
    expect((await info(one)).status).toBe(401);
    expect((await groupList(one, token)).status).toBe(401);
  });

  it('refuses a reader blocked on one process on the other at once', async () => {
    const reader = await createReader(t, sakura().id);
    await groupList(one, reader.token).expect(200);
    const admin = supertest.agent(other.app);
    await admin
      .post('/api/admin/auth/login')
      .send({ login: 'admin@sakura.test', password: 'sakura-secret' })
      .expect(200);
    await admin.put(`/api/admin/users/${reader.id}/status`).send({ status: 1 }).expect(200);
    expect((await groupList(one, reader.token)).status).toBe(401);
  });

  it('shows a settings save on one process on the other within the recheck interval', async () => {
    const color = async (instance: Instance) => {
      const res = await supertest(instance.app)
        .get('/api/v1/service-admin/public/view-settings?path=sakura')
        .expect(200);
      return res.body.data.settings.header.background_color as string;
    };
    expect(await color(one)).toBe('#ffffff');
    const admin = supertest.agent(other.app);
    await admin
      .post('/api/admin/auth/login')
      .send({ login: 'admin@sakura.test', password: 'sakura-secret' })
      .expect(200);
    await admin
      .put('/api/admin/settings/header')
      .send({ data: { backgroundColor: '#abcdef' } })
      .expect(200);
    expect(await color(other)).toBe('#abcdef');
    t.clock.advance(PUBLIC_SETTINGS_RECHECK_MS);
    expect(await color(one)).toBe('#abcdef');
  });

  it('shows a catalogue change made elsewhere in the next home list, though it is cached', async () => {
    const reader = await createReader(t, sakura().id);
    const group = await createGroup(t, sakura().id, { name: 'Shelf' });
    const first = await createContent(t, sakura().id, { title: 'First', groupIds: [group.id] });
    const titles = async (instance: Instance) => {
      const res = await groupList(instance, reader.token).expect(200);
      const shelf = res.body.data.find((g: { id: string }) => g.id === group.id);
      return shelf.contents.map((c: { title: string }) => c.title) as string[];
    };
    expect(await titles(one)).toEqual(['First']);
    expect(await titles(one)).toEqual(['First']); // now from the cache

    // Written by another process (here: straight into the database, as any writer would).
    await createContent(t, sakura().id, { title: 'Second', groupIds: [group.id] });
    expect(await titles(one)).toEqual(['Second', 'First']);
    await t.db('contents').where({ id: first.id }).update({ is_published: false });
    expect(await titles(one)).toEqual(['Second']);
    await t.db('content_groups').where({ id: group.id }).update({ name: 'Renamed' });
    const renamed = await groupList(one, reader.token).expect(200);
    expect(renamed.body.data.find((g: { id: string }) => g.id === group.id).name).toBe('Renamed');
  });

  it('shows a reader’s favourite made elsewhere in the next home list, and a reading once written, though it is cached', async () => {
    const alice = await createReader(t, sakura().id);
    const bob = await createReader(t, sakura().id);
    const group = await createGroup(t, sakura().id, { name: 'Shelf' });
    for (const type of [GroupType.FAVOURITE, GroupType.RECENTLY_READ]) {
      await createGroup(t, sakura().id, { type, isPublic: false });
    }
    const keeper = await createContent(t, sakura().id, { title: 'Keeper', groupIds: [group.id] });
    const home = async (instance: Instance, token: string) => {
      const res = await groupList(instance, token).expect(200);
      const titlesOf = (type: number) =>
        res.body.data
          .find((g: { type: number }) => g.type === type)
          .contents.map((c: { title: string; is_favorite: boolean }) =>
            c.is_favorite ? `${c.title} ★` : c.title,
          );
      const shelf = res.body.data.find((g: { id: string }) => g.id === group.id);
      return {
        etag: res.headers.etag as string,
        shelf: shelf.contents.map((c: { title: string; is_favorite: boolean }) =>
          c.is_favorite ? `${c.title} ★` : c.title,
        ),
        favourites: titlesOf(GroupType.FAVOURITE),
        history: titlesOf(GroupType.RECENTLY_READ),
      };
    };
    const before = await home(one, alice.token);
    expect(before).toMatchObject({ shelf: ['Keeper'], favourites: [], history: [] });
    expect(await home(one, alice.token)).toEqual(before); // now from the cache
    // The cached answer keeps its ETag: a revalidation is a 304 without a body.
    const again = await groupList(one, alice.token).set('If-None-Match', before.etag).expect(304);
    expect(again.text ?? '').toBe('');

    await addFavourite(other, alice.token, keeper.id);
    const marked = await home(one, alice.token);
    expect(marked).toMatchObject({ shelf: ['Keeper ★'], favourites: ['Keeper ★'], history: [] });
    expect(marked.etag).not.toBe(before.etag);
    await groupList(one, alice.token).set('If-None-Match', before.etag).expect(200);
    expect(await home(one, bob.token)).toMatchObject({ shelf: ['Keeper'], favourites: [] });

    await supertest(other.app)
      .get(`/api/v1/content/detail/${keeper.id}`)
      .query({ path: 'sakura' })
      .set('X-Access-Token', alice.token)
      .expect(200);
    // Readings are written behind, within HISTORY_DELAY_MS (content/favourites/historyWriter.ts).
    await vi.waitFor(
      async () => expect(await home(one, alice.token)).toMatchObject({ history: ['Keeper ★'] }),
      { timeout: 5000, interval: 100 },
    );

    // Any writer counts, a statement straight into the database included.
    await t.db('favourites').where({ user_id: alice.id }).delete();
    expect(await home(one, alice.token)).toMatchObject({
      shelf: ['Keeper'],
      favourites: [],
      history: ['Keeper'],
    });
  });

  it('answers a repeated search from its cache, with each reader’s marks and every change', async () => {
    const alice = await createReader(t, sakura().id);
    const bob = await createReader(t, sakura().id);
    const keeper = await createContent(t, sakura().id, { title: 'Lighthouse keeper' });
    const search = async (instance: Instance, token: string) => {
      const res = await supertest(instance.app)
        .post('/api/v1/content/full-text-search')
        .query({ path: 'sakura' })
        .set('X-Access-Token', token)
        .send({ search_key: 'Lighthouse' })
        .expect(200);
      return res.body.data.content.map((c: { title: string; is_favorite: boolean }) =>
        c.is_favorite ? `${c.title} ★` : c.title,
      ) as string[];
    };
    expect(await search(one, alice.token)).toEqual(['Lighthouse keeper']);
    await addFavourite(other, alice.token, keeper.id);
    expect(await search(one, alice.token)).toEqual(['Lighthouse keeper ★']);
    expect(await search(one, bob.token)).toEqual(['Lighthouse keeper']);

    await createContent(t, sakura().id, { title: 'Lighthouse 2' });
    expect(await search(one, bob.token)).toEqual(['Lighthouse 2', 'Lighthouse keeper']);
    await t.db('contents').where({ id: keeper.id }).update({ is_published: false });
    expect(await search(one, alice.token)).toEqual(['Lighthouse 2']);
  });

  it('runs each job once while every process polls the queue', async () => {
    const runs: string[] = [];
    for (const instance of [one, other]) {
      instance.services.jobs.register('count-runs', async (job) => {
        runs.push(job.id);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return {};
      });
      instance.services.jobs.start();
    }
    const queued = [];
    for (let i = 0; i < 12; i += 1) {
      queued.push(await one.services.jobs.enqueue({ type: 'count-runs', companyId: null }));
    }
    const deadline = Date.now() + 30_000;
    const ids = queued.map((job) => job.id);
    while (Date.now() < deadline) {
      const done = await t
        .db('jobs')
        .whereIn('id', ids)
        .where({ status: 'done' })
        .count({ n: '*' });
      if (Number(done[0]?.n) === ids.length) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect([...runs].sort()).toEqual([...ids].sort());
  });
});

/** Another app on its own connection pool to the test database, with the test app's clock. */
function startInstance(): Instance {
  const db = knexFactory({ ...(t.db.client.config as Knex.Config) });
  const app = createApp({
    db,
    clock: t.clock,
    config: testAppConfig(t.dataDir),
    logger: createLogger('silent'),
  });
  return { app, db, services: servicesOf(app) };
}
