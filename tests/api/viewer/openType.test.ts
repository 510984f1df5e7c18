import { randomBytes } from 'node:crypto';
import { Status } from '@hondana/schemas/contracts';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GroupType } from '../../../server/src/content/groupTypes';
import { dailyBudgetOf } from '../../../server/src/viewer/byteBudget';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createGroup } from '../../support/contents';
import { addCompany } from '../identity/support';
import { binary, bookWithFile, statusOf } from './support';

// Issue 32, Found 1: an OPEN_TYPE tenant has no accounts, yet its visitors read and keep
// favourites, each browser as its own device reader (decisions.md, "OPEN_TYPE readers").

let t: TestApp;
let open: { id: string; path: string };
const MIB = 1024 * 1024;
/** A 2 MiB "book": 1 MiB ranges, a budget of 3 × 2 MiB + the floor a day. */
const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2 * MIB - 9)]);

beforeAll(async () => {
  t = await createTestApp();
  open = await addCompany(t, 'OPEN_TYPE');
  await createGroup(t, open.id, { type: GroupType.FAVOURITE, isPublic: false });
});
afterAll(() => t.destroy());

/** A browser: an agent that keeps its cookies, calling the open tenant's v1 API. */
function device() {
  const agent = supertest.agent(t.app);
  return (method: 'get' | 'post' | 'delete', url: string, path = open.path) =>
    agent[method](`/api/v1${url}`).query({ path });
}
type Device = ReturnType<typeof device>;

const viewerToken = (who: Device, contentId: string, path?: string) =>
  who('get', '/content/public/viewer-token', path).query({ content_id: contentId });

const favouriteIds = async (who: Device) => {
  const res = await who('get', '/content-group/favorites-recently-read').expect(200);
  const groups = res.body.data as { type: number; contents: { id: string }[] }[];
  const favourites = groups.find((g) => g.type === GroupType.FAVOURITE);
  return (favourites?.contents ?? []).map((c) => c.id);
};

describe('an OPEN_TYPE visitor', () => {
  it('gets a viewer token naming its device, and reads ranges within the daily budget', async () => {
    const book = await bookWithFile(t, open.id, big, { title: 'Open Book', canDownload: true });
    const first = device();
    const res = await viewerToken(first, book.id).expect(200);
    expect(res.body.data.token_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.content_info).toMatchObject({ id: book.id, title: 'Open Book' });
    // A device is no person: no stamped download, though the book allows one.
    expect(res.body.data.content_info.download).toBe(false);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/hdv_\w+=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; Expires=.*HttpOnly/);
    // The token is the device's: its usage and seat are counted for one reader row.
    const rows = await t.db('viewer_tokens').where({ company_id: open.id });
    expect(rows).toHaveLength(1);
    const deviceRow = await t.db('device_readers').where({ company_id: open.id }).first();
    expect(rows[0].user_id).toBe(deviceRow.user_id);

    // Ranges within the same budget a signed-in reader has, across new tokens of the device.
    const budget = dailyBudgetOf(big.length);
    let received = 0;
    for (let i = 0; i < 10; i += 1) {
      const token = (await viewerToken(first, book.id).expect(200)).body.data.token_id;
      const range = `bytes=${(i % 2) * MIB}-${(i % 2) * MIB + MIB - 1}`;
      const file = await first('get', `/viewer/file/${token}`)
        .set('Range', range)
        .buffer(true)
        .parse(binary);
      if (file.status === 206) received += file.body.length;
      else expect(statusOf(file)).toBe(Status.tooManyRequests);
    }
    expect(received).toBe(budget);
    const spec = await first('get', '/content/get-content-download-spec').query({
      content_id: book.id,
    });
    expect(statusOf(spec)).toBe(Status.cannotDownload);
    // Still one device reader: the cookie named it on every call.
    expect(await t.db('device_readers').where({ company_id: open.id })).toHaveLength(1);

    // Another browser cannot use this device's token, and has its own budget.
    const token = (await viewerToken(first, book.id).expect(200)).body.data.token_id;
    const other = device();
    const stolen = await other('get', `/viewer/file/${token}`).set('Range', 'bytes=0-99');
    expect(stolen.status).not.toBe(206);
    const own = (await viewerToken(other, book.id).expect(200)).body.data.token_id;
    await other('get', `/viewer/file/${own}`).set('Range', 'bytes=0-99').expect(206);
  });

  it('opens only what a visitor sees; a refused call keeps no device reader', async () => {
    const book = await bookWithFile(t, open.id, big);
    await t.db('content_groups').where({ id: book.groupId }).update({ is_public: false });
    const devices = async () =>
      Number((await t.db('device_readers').where({ company_id: open.id }).count({ n: '*' }))[0].n);
    const before = await devices();
    const res = await viewerToken(device(), book.id);
    expect(statusOf(res)).toBe(Status.cannotViewBook);
    const bad = await viewerToken(device(), 'not an id');
    expect(bad.body.status).toBe(400);
    await vi.waitFor(async () => expect(await devices()).toBe(before));
  });

  it("keeps favourites per device: kept across its requests, not another device's", async () => {
    const book = await bookWithFile(t, open.id, big, { title: 'Kept' });
    const mine = device();
    await mine('post', '/content/favorites/add').send({ content_id: book.id }).expect(200);
    expect(await favouriteIds(mine)).toEqual([book.id]);
    const detail = await mine('get', '/content/public/detail').query({ id: book.id }).expect(200);
    expect(detail.body.data.is_favorite).toBe(true);

    const theirs = device();
    expect(await favouriteIds(theirs)).toEqual([]);
    const seen = await theirs('get', '/content/public/detail').query({ id: book.id }).expect(200);
    expect(seen.body.data.is_favorite).toBe(false);
    // Removing: the device's own favourite goes, and only on that device.
    await theirs('post', '/content/favorites/add').send({ content_id: book.id }).expect(200);
    await mine('delete', `/content/favorites/delete/${book.id}`).expect(200);
    expect(await favouriteIds(mine)).toEqual([]);
    expect(await favouriteIds(theirs)).toEqual([book.id]);
  });
});

describe('an OPEN_TYPE device, as a reader', () => {
  it("holds a seat of the book's, and a blocked device's token stops", async () => {
    const book = await bookWithFile(t, open.id, big, { maxReaders: 1 });
    const [first, second] = [device(), device()];
    const held = (await viewerToken(first, book.id).expect(200)).body.data.token_id;
    // The same device in another tab keeps its one seat; another device finds it taken.
    await viewerToken(first, book.id).expect(200);
    expect(statusOf(await viewerToken(second, book.id))).toBe(Status.sessionMaximum);

    // Revoking a device (its row blocked) ends its tokens within the check's minute.
    const row = await t.db('viewer_tokens').where({ content_id: book.id }).first('user_id');
    await t.db('users').where({ id: row.user_id }).update({ status: 1 });
    t.clock.advance(61_000);
    const beat = await first('post', `/viewer/tokens/${held}/heartbeat`);
    expect(beat.status).toBe(401);
  });
});

describe('a tenant with accounts', () => {
  it('still answers 401 to an anonymous visitor, and makes no device reader', async () => {
    const book = await bookWithFile(t, t.fixtures.sakura.id, big);
    const visitor = device();
    const res = await viewerToken(visitor, book.id, 'sakura');
    expect(res.status).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
    const favourite = await visitor('post', '/content/favorites/add', 'sakura').send({
      content_id: book.id,
    });
    expect(favourite.status).toBe(401);
    expect(await t.db('device_readers').where({ company_id: t.fixtures.sakura.id })).toEqual([]);
  });
});
