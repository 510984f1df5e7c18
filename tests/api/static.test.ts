import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtAssets, consoleApp } from '../../server/src/http/static';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'hondana-static-'));
  mkdirSync(join(dir, 'built', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'built', 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'built', 'index.html'), '<!doctype html><title>Console</title>');
  const assets = join(dir, 'built', 'assets');
  writeFileSync(join(assets, 'big-abc123.js'), bigScript);
  writeFileSync(join(assets, 'big-abc123.js.br'), brotliCompressSync(bigScript));
  writeFileSync(join(assets, 'big-abc123.js.gz'), gzipSync(bigScript));
});

const bigScript = `export const words = ${JSON.stringify('hondana '.repeat(4000))};`;
const brotliBytes = brotliCompressSync(bigScript).length;
// supertest decodes what it receives; Content-Length tells the bytes that travelled.
const wireBytes = (res: supertest.Response) => Number(res.headers['content-length']);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function appWith(folder: string) {
  const app = express();
  app.use('/static/reader', builtAssets(folder, 'reader'));
  app.use('/admin', consoleApp(folder));
  return supertest(app);
}

describe('built front-ends', () => {
  it('serves hashed assets with a year of immutable caching', async () => {
    const res = await appWith(join(dir, 'built')).get('/static/reader/assets/main-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await appWith(join(dir, 'built')).get('/static/reader/assets/missing.js').expect(404);
  });

  it('falls back to the console index.html for any /admin route, uncached', async () => {
    const res = await appWith(join(dir, 'built')).get('/admin/companies/42');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Console</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 503 with the fix when a front-end was never built', async () => {
    const missing = appWith(join(dir, 'nothing-here'));
    const reader = await missing.get('/static/reader/assets/main.js');
    expect(reader.status).toBe(503);
    expect(reader.text).toContain('npm run build');
    const console = await missing.get('/admin/');
    expect(console.status).toBe(503);
  });
});

describe('precompressed assets', () => {
  const url = '/static/reader/assets/big-abc123.js';

  it('sends the brotli file to a browser that accepts it, with Vary and the long cache', async () => {
    const res = await appWith(join(dir, 'built'))
      .get(url)
      .set('Accept-Encoding', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toContain('Accept-Encoding');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toBe(bigScript);
    expect(wireBytes(res)).toBe(brotliBytes);
    expect(wireBytes(res)).toBeLessThan(bigScript.length / 10);
  });

  it('sends gzip to a gzip-only client and the plain file to one that accepts nothing', async () => {
    const gzip = await appWith(join(dir, 'built')).get(url).set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(bigScript);
    const plain = await appWith(join(dir, 'built')).get(url).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(wireBytes(plain)).toBe(Buffer.byteLength(bigScript));
  });
});
