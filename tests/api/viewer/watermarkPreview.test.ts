import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createReader } from '../../support/readers';

// Issue 12: the console's watermark preview resolves the unsaved draft as a reader's viewer
// token would, for the signed-in admin, and stores nothing.

let t: TestApp;

beforeAll(async () => {
  // It counts stored settings: the fixtures start with none (so not in test mode).
  t = await createTestApp({}, { isTestMode: false });
});
afterEach(() => t.reset());
afterAll(() => t.destroy());

const draft = {
  isShow: true,
  contentType: 'CUSTOM',
  watermarkContent: '{name} <{email}> {date} {address}',
  color: '#ff0000',
  position: 'TOP_RIGHT',
};

describe('POST /api/admin/settings/watermark/sample', () => {
  it('resolves the draft for the admin as the reader, storing nothing', async () => {
    const admin = await t.login('sakura');
    const res = await admin
      .post('/api/admin/settings/watermark/sample')
      .send({ data: draft })
      .expect(200);
    expect(res.body.watermark).toEqual({
      isShow: true,
      isOnlineViewer: true,
      text: expect.stringMatching(
        /^sakura admin <admin@sakura\.test> \d{4}\/\d{2}\/\d{2} (::ffff:)?127\.0\.0\.1$/,
      ),
      color: '#ff0000',
      fontSize: 24,
      position: 'TOP_RIGHT',
      opacity: 0.15,
    });
    expect(await t.db('tenant_settings').where({ company_id: t.fixtures.sakura.id })).toEqual([]);
  });

  it('draws the admin e-mail for the default content, as readers get theirs', async () => {
    const admin = await t.login('aozora');
    const res = await admin
      .post('/api/admin/settings/watermark/sample')
      .send({ data: { isShow: true } })
      .expect(200);
    expect(res.body.watermark.text).toBe('admin@aozora.test');
  });

  it('answers 400 with the field for an invalid draft, 401 without staff, 403 for a reader', async () => {
    const admin = await t.login('sakura');
    const bad = await admin
      .post('/api/admin/settings/watermark/sample')
      .send({ data: { ...draft, fontSize: 500 } })
      .expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(['fontSize']);
    await admin.post('/api/admin/settings/watermark/sample').send({}).expect(400);
    await t
      .anonymous()
      .post('/api/admin/settings/watermark/sample')
      .send({ data: draft })
      .expect(401);
    const reader = await createReader(t, t.fixtures.sakura.id);
    const asReader = await t
      .anonymous()
      .post('/api/admin/settings/watermark/sample')
      .set('X-Access-Token', reader.token)
      .send({ data: draft });
    expect(asReader.status).toBe(403);
  });
});
