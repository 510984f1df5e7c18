import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import type { TestApp } from '../support/app';
import { tinyPng } from '../support/pdfs';

/**
 * Tenant images are decoded within pixel limits before they are accepted (issue 29, item 1):
 * a small PNG declaring 50,000 x 50,000 pixels is refused as logo, banner and favicon, and
 * nothing is stored.
 */
let t: TestApp;
let sakura: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  sakura = await t.login('sakura');
});
afterAll(() => t.destroy());

/** `tinyPng()` with its IHDR declaring `width` x `height` (the CRC is not what decoders read first). */
function pngDeclaring(width: number, height: number): Buffer {
  const png = Buffer.from(tinyPng());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

function storedFiles(): string[] {
  try {
    return readdirSync(join(t.dataDir), { recursive: true }).map(String);
  } catch {
    return [];
  }
}

describe('POST /api/admin/uploads/:folder', () => {
  it('refuses an image declaring 50,000 x 50,000 pixels with 412 and stores nothing', async () => {
    const before = storedFiles();
    for (const folder of ['logo', 'banner', 'favicon', 'slide']) {
      const res = await sakura
        .post(`/api/admin/uploads/${folder}`)
        .attach('file', pngDeclaring(50_000, 50_000), { filename: 'huge.png' })
        .expect(400);
      expect(res.body).toMatchObject({ status: 412, errors: { file: expect.any(String) } });
      expect(res.body.message).toMatch(/50000 x 50000 pixels/);
    }
    expect(storedFiles()).toEqual(before);
    await sakura
      .post('/api/admin/uploads/logo')
      .attach('file', pngDeclaring(1_200, 400), { filename: 'logo.png' })
      .expect(201);
  });
});
