import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queueOnce } from '../../../server/src/jobs';
import { SWEEP_TOKENS_JOB, SWEEP_TOKENS_LOCK } from '../../../server/src/viewer';
import { dayOf } from '../../../server/src/viewer/byteBudget';
import { hashSecret } from '../../../server/src/access/secrets';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents } from '../../support/contents';
import { englishPdf } from '../../support/pdfs';
import { createReader } from '../../support/readers';
import { bookWithFile, openViewer, v1 } from './support';

let t: TestApp;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.db('viewer_tokens').delete();
  await clearContents(t);
});
afterAll(() => t.destroy());

const sweep = { type: SWEEP_TOKENS_JOB, lockKey: SWEEP_TOKENS_LOCK };

describe('the viewer token sweep', () => {
  it('deletes tokens a day after they expired or closed, once per run across processes', async () => {
    const sakura = t.fixtures.sakura.id;
    const book = await bookWithFile(t, sakura, await englishPdf(), { canDownload: true });
    const open = async () => {
      const reader = await createReader(t, sakura);
      const res = await openViewer(t.app, reader, { content_id: book.id }).expect(200);
      return { reader, token: res.body.data.token_id as string };
    };
    const expired = await open();
    const closed = await open();
    await v1(t.app, 'delete', `/viewer/tokens/${closed.token}`, closed.reader).expect(200);
    const download = await v1(t.app, 'get', '/content/get-content-download-spec', closed.reader)
      .query({ content_id: book.id })
      .expect(200);
    t.clock.advance(26 * HOUR_MS);
    const live = await open();
    expect(await queueOnce(t.jobs, sweep)).toBe(true);
    expect(await queueOnce(t.jobs, sweep)).toBe(false);
    await t.jobs.drain();
    const left = (await t.db('viewer_tokens').select('token_hash')).map((row) => row.token_hash);
    expect(left).toEqual([hashSecret(live.token)]);
    expect(left).not.toContain(hashSecret(expired.token));
    expect(left).not.toContain(hashSecret(download.body.data.download_id));
    // The lock is free again for the next hour's run.
    expect(await queueOnce(t.jobs, sweep)).toBe(true);
    await t.jobs.drain();
  });

  it('keeps a token that ended less than a day ago', async () => {
    const sakura = t.fixtures.sakura.id;
    const book = await bookWithFile(t, sakura, await englishPdf());
    const reader = await createReader(t, sakura);
    const res = await openViewer(t.app, reader, { content_id: book.id }).expect(200);
    await v1(t.app, 'delete', `/viewer/tokens/${res.body.data.token_id}`, reader).expect(200);
    t.clock.advance(20 * HOUR_MS);
    expect(await t.ctx.viewer.sweepTokens()).toEqual({ deleted: 0 });
    t.clock.advance(5 * HOUR_MS);
    expect(await t.ctx.viewer.sweepTokens()).toEqual({ deleted: 1 });
  });

  it('deletes daily byte budgets of days before yesterday', async () => {
    const sakura = t.fixtures.sakura.id;
    const today = dayOf(t.clock.now());
    const dayBefore = (days: number) => dayOf(new Date(t.clock.now().getTime() - days * DAY_MS));
    const row = (day: number) => ({
      company_id: sakura,
      holder_id: 'reader',
      content_id: 'book',
      day,
      bytes: 1,
    });
    await t.db('viewer_byte_budgets').insert([today, dayBefore(1), dayBefore(2)].map(row));
    await t.ctx.viewer.sweepTokens();
    const kept = await t.db('viewer_byte_budgets').orderBy('day', 'desc').pluck('day');
    expect(kept.map(Number)).toEqual([today, dayBefore(1)]);
    await t.db('viewer_byte_budgets').delete();
  });
});
