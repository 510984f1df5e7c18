import { Status } from '@hondana/schemas/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents } from '../../support/contents';
import { englishPdf } from '../../support/pdfs';
import { bookWithFile, openViewer, statusOf } from '../viewer/support';
import { cardToken, clearCommerce, confirmOrder, openOrder, sakuraReader } from './support';

let t: TestApp;
let pdf: Uint8Array;

beforeAll(async () => {
  t = await createTestApp();
  pdf = await englishPdf();
});
afterEach(async () => {
  await t.db('viewer_tokens').delete();
  await t.db('favourites').delete();
  await clearCommerce(t);
  await clearContents(t);
});
afterAll(() => t.destroy());

/** A book in a group that a published monthly plan opens. */
async function planBook() {
  const book = await bookWithFile(t, t.fixtures.sakura.id, pdf);
  const admin = await t.login('sakura');
  const plan = (
    await admin
      .post('/api/admin/plans')
      .send({
        name: 'Reading plan',
        price: 1000,
        duration: 1,
        durationType: 'MONTH',
        contentGroupIds: [book.groupId],
        isPublished: true,
      })
      .expect(201)
  ).body as { id: string };
  return { book, plan };
}

type Reader = Awaited<ReturnType<typeof sakuraReader>>;
const view = (reader: Reader, contentId: string, groupId?: string) =>
  openViewer(t.app, reader, {
    content_id: contentId,
    ...(groupId && { content_group_id: groupId }),
  });
const favourite = (reader: Reader, contentId: string) =>
  reader.v1('post', '/content/favorites/add').send({ content_id: contentId });

async function subscribe(reader: Reader, planId: string) {
  const orderId = await openOrder(reader, planId);
  await confirmOrder(reader, orderId, { token: await cardToken(t) }).expect(200);
}

describe('a plan’s content', () => {
  it('is 839 to view and 840 to favourite without the plan, and open with it', async () => {
    const { book, plan } = await planBook();
    const reader = await sakuraReader(t);
    expect(statusOf(await view(reader, book.id))).toBe(Status.cannotViewBook);
    expect(statusOf(await view(reader, book.id, book.groupId))).toBe(Status.cannotViewBook);
    expect(statusOf(await favourite(reader, book.id))).toBe(Status.favouriteNeedsSubscription);
    // An order opened but not paid entitles nothing.
    await openOrder(reader, plan.id);
    expect(statusOf(await view(reader, book.id))).toBe(Status.cannotViewBook);
    await subscribe(reader, plan.id);
    await view(reader, book.id, book.groupId).expect(200);
    await favourite(reader, book.id).expect(200);
  });

  it('says so on the detail page: is_subscription_plan, and is_registered once held', async () => {
    const { book, plan } = await planBook();
    const free = await bookWithFile(t, t.fixtures.sakura.id, pdf);
    const reader = await sakuraReader(t);
    const detail = async (id: string) =>
      (await reader.v1('get', `/content/detail/${id}`).expect(200)).body.data;
    expect(await detail(book.id)).toMatchObject({
      is_subscription_plan: true,
      is_registered: false,
    });
    expect(await detail(free.id)).toMatchObject({
      is_subscription_plan: false,
      is_registered: true,
    });
    await subscribe(reader, plan.id);
    expect(await detail(book.id)).toMatchObject({
      is_subscription_plan: true,
      is_registered: true,
    });
  });

  it('stays locked even when it is also listed in a special group', async () => {
    const { book } = await planBook();
    await t.db('contents').where({ id: book.id }).update({ type: 'new' });
    const reader = await sakuraReader(t);
    expect(statusOf(await view(reader, book.id))).toBe(Status.cannotViewBook);
  });

  it('keeps a free group’s content free for everyone', async () => {
    await planBook();
    const free = await bookWithFile(t, t.fixtures.sakura.id, pdf);
    const reader = await sakuraReader(t);
    await view(reader, free.id).expect(200);
    await favourite(reader, free.id).expect(200);
  });

  it('stays open after a cancel until the paid period ends, then 839', async () => {
    const { book, plan } = await planBook();
    const reader = await sakuraReader(t);
    await subscribe(reader, plan.id);
    const [id] = await t.db('subscriptions').where({ user_id: reader.id }).pluck('id');
    await reader.v1('delete', `/subscription-plan/user/cancel/registered/${id}`).expect(200);
    await view(reader, book.id).expect(200);
    // The paid period ends (moved in the row: a month on the clock would end the session too).
    await t
      .db('subscriptions')
      .where({ id })
      .update({ period_end: new Date(t.clock.now().getTime() - 1000).toISOString() });
    expect(statusOf(await view(reader, book.id))).toBe(Status.cannotViewBook);
  });

  it('entitles only the plan’s holder, not another reader', async () => {
    const { book, plan } = await planBook();
    const holder = await sakuraReader(t);
    const other = await sakuraReader(t);
    await subscribe(holder, plan.id);
    expect(statusOf(await view(other, book.id))).toBe(Status.cannotViewBook);
  });
});
