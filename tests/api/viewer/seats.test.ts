import { Status } from '@hondana/schemas/contracts';
import type { Express } from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../../server/src/access/roles';
import { createApp } from '../../../server/src/app';
import { createLogger } from '../../../server/src/http/logging';
import { VIEW_TOKEN_TTL_MS } from '../../../server/src/viewer/limits';
import { createTestApp, testAppConfig } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents } from '../../support/contents';
import { englishPdf } from '../../support/pdfs';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import { bookWithFile, openViewer, statusOf, v1 } from './support';

let t: TestApp;
/** A second app instance over the same database, files and clock. */
let other: Express;
let sakura: string;
let hana: TestReader;
let ken: TestReader;

beforeAll(async () => {
  t = await createTestApp();
  other = createApp({
    clock: t.clock,
    db: t.db,
    config: testAppConfig(t.dataDir),
    logger: createLogger('silent'),
  });
  sakura = t.fixtures.sakura.id;
  hana = await createReader(t, sakura);
  ken = await createReader(t, sakura);
});
afterEach(async () => {
  await t.db('viewer_tokens').delete();
  await clearContents(t);
});
afterAll(() => t.destroy());

async function oneSeatBook() {
  return bookWithFile(t, sakura, await englishPdf(), { maxReaders: 1 });
}

describe('concurrent-reader seats across two app instances', () => {
  it('refuses a second reader with 750 on the other instance, until the first closes', async () => {
    const book = await oneSeatBook();
    const first = await openViewer(t.app, hana, { content_id: book.id }).expect(200);
    const full = await openViewer(other, ken, { content_id: book.id });
    expect(statusOf(full)).toBe(Status.sessionMaximum);
    // The same reader in a second tab keeps her one seat ...
    const tab = await openViewer(other, hana, { content_id: book.id }).expect(200);
    await v1(other, 'delete', `/viewer/tokens/${first.body.data.token_id}`, hana).expect(200);
    expect(statusOf(await openViewer(t.app, ken, { content_id: book.id }))).toBe(
      Status.sessionMaximum,
    );
    // ... until she closes that one too.
    await v1(t.app, 'delete', `/viewer/tokens/${tab.body.data.token_id}`, hana).expect(200);
    await openViewer(other, ken, { content_id: book.id }).expect(200);
  });

  it('frees a seat when its token expires without heartbeats, and keeps it with them', async () => {
    const book = await oneSeatBook();
    const held = await openViewer(t.app, hana, { content_id: book.id }).expect(200);
    t.clock.advance(VIEW_TOKEN_TTL_MS - 1000);
    await v1(other, 'post', `/viewer/tokens/${held.body.data.token_id}/heartbeat`, hana).expect(
      200,
    );
    t.clock.advance(VIEW_TOKEN_TTL_MS - 1000);
    expect(statusOf(await openViewer(other, ken, { content_id: book.id }))).toBe(
      Status.sessionMaximum,
    );
    t.clock.advance(2000);
    await openViewer(other, ken, { content_id: book.id }).expect(200);
  });

  it('holds the limit when both instances open at the same moment', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf(), { maxReaders: 2 });
    const readers = [hana, ken, await createReader(t, sakura), await createReader(t, sakura)];
    const answers = await Promise.all(
      readers.map((who, i) => openViewer(i % 2 ? other : t.app, who, { content_id: book.id })),
    );
    const statuses = answers.map(statusOf).sort();
    expect(statuses).toEqual([200, 200, Status.sessionMaximum, Status.sessionMaximum]);
  });

  it('counts every viewer of a shared IP account as a seat', async () => {
    const book = await oneSeatBook();
    const institution = await createReader(t, sakura, { roleLevel: Role.IP });
    await openViewer(t.app, institution, { content_id: book.id }).expect(200);
    expect(statusOf(await openViewer(other, institution, { content_id: book.id }))).toBe(
      Status.sessionMaximum,
    );
  });
});
