import { Status } from '@hondana/schemas/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RECHECK_AFTER_MS } from '../../../server/src/viewer/revocation';
import { hashSecret } from '../../../server/src/access/secrets';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents } from '../../support/contents';
import { englishPdf } from '../../support/pdfs';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import {
  cardToken,
  clearCommerce,
  confirmOrder,
  createPlan,
  openOrder,
  sakuraReader,
} from '../subscriptions/support';
import { bookWithFile, fetchFile, freshSession, openViewer, statusOf, v1 } from './support';

// A token lives no longer than its holder's rights, within RECHECK_AFTER_MS (decisions.md,
// "Revocation of viewer tokens"): the clock is moved by exactly that bound before each check.

let t: TestApp;
let reader: TestReader;
let sakura: string;

beforeAll(async () => {
  t = await createTestApp();
  sakura = t.fixtures.sakura.id;
});
beforeEach(async () => {
  t.clock.freeze();
  reader = await createReader(t, sakura);
});
afterEach(async () => {
  await t.db('viewer_tokens').delete();
  await t.db('content_links').delete();
  await clearCommerce(t);
  await clearContents(t);
  await t.reset();
});
afterAll(() => t.destroy());

/** Every kind of token `who` can hold for `bookId`, each with the caller it is used by. */
async function tokensOf(bookId: string, who: TestReader) {
  const viewer = (await openViewer(t.app, who, { content_id: bookId }).expect(200)).body.data
    .token_id as string;
  const direct = (
    await v1(t.app, 'post', '/content/public/direct-view-token', who)
      .send({ content_id: bookId })
      .expect(200)
  ).body.data.view_token as string;
  const admin = await t.login('sakura');
  const link = await admin
    .post('/api/admin/content-links')
    .send({ contentId: bookId, expiryDate: '2099-12-31' })
    .expect(201);
  const linked = (
    await v1(t.app, 'get', `/content/link/${link.body.token}/viewer-token`, who).expect(200)
  ).body.data.token_id as string;
  const download = (
    await v1(t.app, 'get', '/content/get-content-download-spec', who)
      .query({ content_id: bookId })
      .expect(200)
  ).body.data.download_id as string;
  return { viewer, direct, linked, download };
}

type Tokens = Awaited<ReturnType<typeof tokensOf>>;

/** What each token answers now, `who` calling where a session goes with it. */
async function answers(tokens: Tokens, who: TestReader, kinds = Object.keys(tokens)) {
  const range = { Range: 'bytes=0-99' };
  const calls: Record<string, () => Promise<{ status: number; body: unknown }>> = {
    viewer: () => fetchFile(t.app, tokens.viewer, range, who),
    direct: () => fetchFile(t.app, tokens.direct, range),
    linked: () => fetchFile(t.app, tokens.linked, range, who),
    download: () => v1(t.app, 'get', `/viewer/download/${tokens.download}`, who),
  };
  const found: Record<string, number> = {};
  for (const kind of kinds) {
    const res = await calls[kind]();
    found[kind] = res.status === 206 || res.status === 200 ? res.status : statusOf(res as never);
  }
  return found;
}

const isClosed = async (secret: string) =>
  (
    await t
      .db('viewer_tokens')
      .where({ token_hash: hashSecret(secret) })
      .first()
  ).closed_at !== null;

describe('revocation of every token kind', () => {
  it('ends them all within the bound once the reader is blocked', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf(), { canDownload: true });
    const tokens = await tokensOf(book.id, reader);
    // Served, and the holder's check remembered.
    expect(await answers(tokens, reader, ['viewer', 'direct', 'linked'])).toEqual({
      viewer: 206,
      direct: 206,
      linked: 206,
    });
    const admin = await t.login('sakura');
    await admin.put(`/api/admin/users/${reader.id}/status`).send({ status: 1 }).expect(200);
    t.clock.advance(RECHECK_AFTER_MS);
    expect(await answers(tokens, reader)).toEqual({
      viewer: Status.unauthorized,
      direct: Status.unauthorized,
      linked: Status.unauthorized,
      download: Status.unauthorized,
    });
    // The bearer token was closed by the failed check: it no longer opens for anyone.
    expect(await isClosed(tokens.direct)).toBe(true);
    const beat = await v1(t.app, 'post', `/viewer/tokens/${tokens.direct}/heartbeat`).send({});
    expect(statusOf(beat)).toBe(Status.invalidToken);
  });

  it('ends them all within the bound once the reader signs out, even after signing in again', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf(), { canDownload: true });
    const tokens = await tokensOf(book.id, reader);
    expect(await answers(tokens, reader, ['viewer', 'direct', 'linked'])).toEqual({
      viewer: 206,
      direct: 206,
      linked: 206,
    });
    await v1(t.app, 'post', '/auth/logout', reader).expect(200);
    t.clock.advance(RECHECK_AFTER_MS);
    const again = await freshSession(t, reader);
    expect(await answers(tokens, again)).toEqual({
      viewer: Status.unauthorized,
      direct: Status.unauthorized,
      linked: Status.unauthorized,
      download: Status.unauthorized,
    });
    for (const secret of [tokens.viewer, tokens.direct, tokens.linked]) {
      expect(await isClosed(secret)).toBe(true);
    }
    // A token opened in the new session works.
    const fresh = await openViewer(t.app, again, { content_id: book.id }).expect(200);
    await fetchFile(t.app, fresh.body.data.token_id, { Range: 'bytes=0-9' }, again).expect(206);
  });

  it('ends the plan’s tokens within the bound of a full refund; a failed heartbeat closes them', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf(), { canDownload: true });
    const plan = await createPlan(t, { contentGroupIds: [book.groupId] });
    const buyer = await sakuraReader(t, reader);
    const orderId = await openOrder(buyer, plan.id);
    await confirmOrder(buyer, orderId, { token: await cardToken(t) }).expect(200);
    const tokens = await tokensOf(book.id, buyer);
    expect(await answers(tokens, buyer, ['viewer', 'direct', 'linked'])).toEqual({
      viewer: 206,
      direct: 206,
      linked: 206,
    });
    const payment = await t.db('payments').where({ order_id: orderId }).first();
    const admin = await t.login('sakura');
    await admin.post(`/api/admin/transactions/${payment.id}/refund`).send({}).expect(200);
    t.clock.advance(RECHECK_AFTER_MS);
    const beat = await v1(t.app, 'post', `/viewer/tokens/${tokens.viewer}/heartbeat`, buyer);
    expect(statusOf(beat)).toBe(Status.cannotViewBook);
    expect(await isClosed(tokens.viewer)).toBe(true);
    expect(await answers(tokens, buyer)).toEqual({
      viewer: Status.invalidToken,
      direct: Status.cannotViewBook,
      // A content link is the tenant's own grant, not the plan's: it ends with the link.
      linked: 206,
      download: Status.cannotViewBook,
    });
  });
});
