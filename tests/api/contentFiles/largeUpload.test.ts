import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { imagePdfFile } from '../../support/pdfs';
import { blobKeys, stagingFiles } from './helpers';

let t: TestApp;
let sakura: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  sakura = await t.login('sakura');
});
afterAll(async () => {
  await t?.destroy();
});

const MB = 1024 * 1024;

/**
 * Uploads `megabytes` of scanned-book PDF (streamed from disk by the client) while watching
 * the event loop and the process's resident memory: client and server share this process.
 */
async function measuredUpload(megabytes: number) {
  const path = join(t.dataDir, `book-${megabytes}.pdf`);
  await imagePdfFile(path, megabytes);
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  try {
    const res = await sakura
      .post('/api/admin/content-files')
      .field('content-data', JSON.stringify({ title: `${megabytes} MB book` }))
      .attach('file', path)
      .expect(201);
    console.log(megabytes, delay.max / 1e6, (peak - baseline) / MB);
    return { res, maxDelayMs: delay.max / 1e6, rssGrowthMb: (peak - baseline) / MB };
  } finally {
    delay.disable();
    clearInterval(sampler);
    rmSync(path, { force: true });
  }
}

// Deliberately generous bounds (issue 9): whole-buffer uploads held the loop 549 ms for 55 MB
// and peaked at 672 MB for 190 MB. Streaming measures 28-59 ms alone; the bound leaves room
// for a 2-core CI box running other test files beside this one.
describe('large content uploads', () => {
  it('a 55 MB PDF never holds the event loop long, and is accepted unflagged', async () => {
    const { res, maxDelayMs } = await measuredUpload(55);
    expect(res.body).toMatchObject({ hasActiveContent: false, fileSize: expect.any(Number) });
    expect(res.body.fileSize).toBeGreaterThan(55 * MB);
    expect(maxDelayMs, `event loop held ${maxDelayMs} ms`).toBeLessThan(300);
    expect(blobKeys(t)).toContain(res.body.fileKey);
    expect(stagingFiles(t)).toEqual([]);
  }, 120_000);

  it('a 190 MB PDF raises resident memory by a few tens of MB at most', async () => {
    const { res, rssGrowthMb } = await measuredUpload(190);
    expect(res.body.fileSize).toBeGreaterThan(190 * MB);
    expect(rssGrowthMb, `RSS grew ${rssGrowthMb} MB`).toBeLessThan(64);
    expect(stagingFiles(t)).toEqual([]);
  }, 240_000);
});
