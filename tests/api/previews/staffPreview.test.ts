import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp, Who } from '../../support/app';
import { addContent, addGroup, idsOf } from '../search/fixtures';

// Issue 31: the console's preview of a sign-in-only tenant shows its home page, so the
// preview's staff session browses the visitor's pages that anonymous callers are refused.

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { sakura } = t.fixtures;
  const open = await addGroup(t, sakura.id, 'Open shelf');
  const members = await addGroup(t, sakura.id, 'Members shelf', false);
  ids.open = await addContent(t, sakura.id, { title: 'Cats open', groupIds: [open] });
  ids.members = await addContent(t, sakura.id, { title: 'Cats members', groupIds: [members] });
});

afterAll(async () => {
  await t?.destroy();
});

const publicPage = '/api/v1/content/public/page?path=sakura';
const publicSearch = '/api/v1/content/public/search?path=sakura';
const searchBody = { searchRequests: [{ searchBoxId: 'keyword', value: 'Cats' }] };

describe('a sign-in-only tenant (sakura, loginRequire 1) in the staff preview', () => {
  it('shows its admins the public shelves anonymous visitors are refused', async () => {
    await t.anonymous().get(publicPage).expect(401);
    for (const who of ['sakura', 'system'] as Who[]) {
      const admin = await t.login(who);
      const page = await admin.get(publicPage).expect(200);
      expect(idsOf(page)).toEqual([ids.open]);
      const groups = await admin.get('/api/v1/content-group/public/list?path=sakura').expect(200);
      expect(JSON.stringify(groups.body)).toContain('Open shelf');
      expect(JSON.stringify(groups.body)).not.toContain('Members shelf');
    }
  });

  it('refuses staff who may not preview the tenant', async () => {
    for (const who of ['aozora', 'service'] as Who[]) {
      await (await t.login(who)).get(publicPage).expect(401);
    }
  });

  it('makes no reader of the admin: signed-in pages still need a reader session', async () => {
    const admin = await t.login('sakura');
    await admin.get('/api/v1/content/page?path=sakura').expect(401);
    await admin.get('/api/v1/content-group/content-group-list?path=sakura').expect(401);
  });

  it('never hands a visitor a search page cached for the preview', async () => {
    const admin = await t.login('sakura');
    const answer = await admin.post(publicSearch).send(searchBody).expect(200);
    expect(idsOf(answer)).toEqual([ids.open]);
    await t.anonymous().post(publicSearch).send(searchBody).expect(401);
  });
});
