// Issue 34, item 5: a seeded library backed up, wiped and restored has every tenant, setting,
// file and payment again; a damaged archive or a database in use is refused.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, servicesOf } from '../../../server/src/app';
import { createKnex } from '../../../server/src/db/knex';
import { createLogger } from '../../../server/src/http/logging';
import { backup, restore } from '../../../server/src/operations';
import type { Manifest } from '../../../server/src/operations';
import type { BlobStore } from '../../../server/src/storage/blobStore';
import { createLocalBlobStore } from '../../../server/src/storage/localBlobStore';
import { createTestApp, passwords, testAppConfig } from '../../support/app';
import type { TestApp } from '../../support/app';
import { englishPdf, japanesePdf } from '../../support/pdfs';
import { companySettings, putSettings } from '../../support/settings';
import { startS3 } from '../blobStore/drivers';
import { form } from '../contentFiles/helpers';
import {
  cardToken,
  confirmOrder,
  createPlan,
  openOrder,
  sakuraReader,
} from '../subscriptions/support';
import { dropDatabase, emptyDatabase, locationOf, recreate } from './support';
import type { Location } from './support';

/** The tables a library is made of, compared row by row before and after. */
const TABLES = [
  'companies',
  'users',
  'tenant_settings',
  'tenant_settings_history',
  'contents',
  'content_groups',
  'subscription_plans',
  'subscriptions',
  'orders',
  'payments',
];

let t: TestApp | null;
let work: string;
let location: Location;
let dataDir: string;
let archive: string;
let restored: Knex | null = null;
const cleanups: (() => Promise<unknown> | void)[] = [];

beforeAll(async () => {
  t = await createTestApp();
  work = mkdtempSync(join(tmpdir(), 'hondana-backup-'));
  archive = join(work, 'archive');
});
afterAll(async () => {
  await restored?.destroy();
  await t?.destroy();
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('a seeded library backed up, wiped and restored has every tenant, setting, file and payment', async () => {
    const app = t as TestApp;
    await seedLibrary(app);
    const rowsBefore = await rowsOf(app.db);
    const blobsBefore = await blobsOf(app.ctx.store);
    expect(Object.keys(blobsBefore).length).toBeGreaterThanOrEqual(2);
    location = locationOf(app);
    dataDir = app.dataDir;

    const manifest: Manifest = await backup(
      { database: location, store: app.ctx.store, version: 'test', clock: app.clock },
      { out: archive },
    );
    expect(manifest.tables).toMatchObject({ companies: 3, contents: 2, payments: 1 });
    expect(manifest.blobs.map((blob) => blob.key).sort()).toEqual(Object.keys(blobsBefore).sort());

    // The wipe: the database dropped (SQLite: its folder removed) and the blob folder removed.
    await app.destroy();
    t = null;
    expect(existsSync(dataDir)).toBe(false);
    await recreate(location);
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

    await restore({ database: location, store: createLocalBlobStore(dataDir) }, { from: archive });
    restored = createKnex(location);
    cleanups.push(() => dropDatabase(location));
    expect(await rowsOf(restored)).toEqual(rowsBefore);
    expect(await blobsOf(createLocalBlobStore(dataDir))).toEqual(blobsBefore);

    // The server runs on what came back: the fixtures' admin signs in and finds the tenants.
    const server = createApp({
      db: restored,
      config: testAppConfig(dataDir),
      logger: createLogger('silent'),
    });
    try {
      const agent = supertest.agent(server);
      const { email, password } = passwords.system;
      await agent.post('/api/admin/auth/login').send({ login: email, password }).expect(200);
      const res = await agent.get('/api/admin/companies').expect(200);
      expect(res.body.map((c: { path: string | null }) => c.path).sort()).toContain('kaede');
    } finally {
      servicesOf(server).pdfWork.stop();
    }
  });

  it('refuses an archive whose file no longer matches its checksum, writing nothing', async () => {
    const damaged = join(work, 'damaged');
    cpSync(archive, damaged, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(damaged, 'manifest.json'), 'utf8')) as Manifest;
    const file = join(damaged, manifest.blobs[0].path);
    const bytes = readFileSync(file);
    bytes[bytes.length - 1] ^= 0xff;
    writeFileSync(file, bytes);
    const target = await emptyDatabase(location.dialect, work);
    cleanups.push(target.drop);
    const targetDir = join(work, 'damaged-data');

    await expect(
      restore(
        { database: target.location, store: createLocalBlobStore(targetDir) },
        { from: damaged },
      ),
    ).rejects.toThrow(/does not match its checksum/);
    expect(existsSync(targetDir)).toBe(false);
    if (target.location.dialect === 'sqlite')
      expect(existsSync(target.location.connection)).toBe(false);
    else expect(await tableCount(target.location)).toBe(0);
  });

  it('refuses a database that holds tenants, and replaces it when forced', async () => {
    await restored?.destroy();
    restored = null;
    const store = createLocalBlobStore(dataDir);
    await expect(restore({ database: location, store }, { from: archive })).rejects.toThrow(
      /already holds tenants/,
    );
    const result = await restore({ database: location, store }, { from: archive, force: true });
    expect(result.manifest.tables.companies).toBe(3);
  });

  it('copies the files of an S3-compatible bucket out and back in', async () => {
    const bucket = await startS3();
    cleanups.push(() => bucket.stop());
    await bucket.store.put(
      'company-x/content/a/book.pdf',
      Buffer.from('%PDF-1.7 s3'),
      'application/pdf',
    );
    const out = join(work, 's3-archive');
    const clock = { now: () => new Date() };
    const manifest = await backup(
      { database: location, store: bucket.store, version: 'test', clock },
      { out },
    );
    expect(manifest.blobs.map((blob) => blob.key)).toEqual(['company-x/content/a/book.pdf']);

    const target = await emptyDatabase(location.dialect, work);
    cleanups.push(target.drop);
    const other = await startS3();
    cleanups.push(() => other.stop());
    await restore({ database: target.location, store: other.store }, { from: out });
    expect(await blobsOf(other.store)).toEqual(await blobsOf(bucket.store));
  });
});

/** Three tenants, company settings, two uploaded PDFs and one paid order (sandbox gateway). */
async function seedLibrary(app: TestApp) {
  const system = await app.login('system');
  await system
    .post('/api/admin/companies')
    .send({ name: 'Kaede', domainType: 'PATH', path: 'kaede' })
    .expect(201);
  const sakura = await app.login('sakura');
  await putSettings(sakura, 'company', companySettings({})).expect(200);
  for (const [title, bytes] of [
    ['English', await englishPdf()],
    ['Japanese', await japanesePdf()],
  ] as const) {
    await form(sakura.post('/api/admin/content-files'), {
      file: { bytes, name: `${title}.pdf` },
      data: { title },
    }).expect(201);
  }
  const plan = await createPlan(app);
  const reader = await sakuraReader(app);
  const orderId = await openOrder(reader, plan.id);
  await confirmOrder(reader, orderId, { token: await cardToken(app) }).expect(200);
  // Text extraction done and readings written: nothing changes while the backup runs.
  await app.jobs.drain();
  await app.ctx.content.history.flush();
}

async function rowsOf(db: Knex): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const all = (await db(table).select('*')) as Record<string, unknown>[];
    rows[table] = all.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return rows;
}

async function blobsOf(store: BlobStore): Promise<Record<string, string>> {
  const blobs: Record<string, string> = {};
  for await (const key of store.list()) {
    const blob = await store.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of blob!.stream) chunks.push(chunk as Buffer);
    blobs[key] = `${blob!.contentType} ${Buffer.concat(chunks).toString('base64')}`;
  }
  return blobs;
}

async function tableCount(target: Location): Promise<number> {
  const db = createKnex(target);
  try {
    const { rows } = await db.raw(
      "select count(*) as n from pg_tables where schemaname = 'public'",
    );
    return Number(rows[0].n);
  } finally {
    await db.destroy();
  }
}
