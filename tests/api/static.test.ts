import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
});
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
