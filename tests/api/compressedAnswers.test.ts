import { request } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts } from '../support/app';
import type { TestApp } from '../support/app';

let t: TestApp;
let server: Server;

beforeAll(async () => {
  t = await createTestApp();
  server = t.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.destroy();
});

const viewSettings = '/api/v1/service-admin/public/view-settings?path=sakura';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they travelled (HTTP clients such as supertest would decode them). */
  body: Buffer;
}

function get(path: string, encoding: string | null, extra: Record<string, string> = {}) {
  const { port } = server.address() as AddressInfo;
  return new Promise<Raw>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { 'Accept-Encoding': encoding ?? 'identity', ...extra },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const hostOf = (host?: string): Record<string, string> => (host ? { Host: host } : {});

describe('prepared answers (shell, view-settings) in the encoding asked for', () => {
  it.each([
    ['the reader shell', '/', hosts.aozora],
    ['view-settings', viewSettings, undefined],
  ])(
    '%s: brotli, gzip or plain, same content, Vary and per-coding ETags',
    async (_, path, host) => {
      const plain = await get(path, null, hostOf(host));
      expect(plain.status).toBe(200);
      expect(plain.body.length).toBeGreaterThan(1024);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/i);

      const br = await get(path, 'gzip, deflate, br', hostOf(host));
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(Number(br.headers['content-length'])).toBe(br.body.length);
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(br.body.length).toBeLessThan(plain.body.length / 2);

      const gz = await get(path, 'gzip', hostOf(host));
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
      expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);

      expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
      // A browser that switched codings still revalidates its copy.
      const again = await get(path, 'br', {
        ...hostOf(host),
        'If-None-Match': String(gz.headers.etag),
      });
      expect(again.status).toBe(304);
      expect(again.headers.etag).toBe(br.headers.etag);
      expect(again.headers.vary).toMatch(/Accept-Encoding/i);
    },
  );

  it('honours q=0 and falls back to gzip when brotli is refused', async () => {
    const res = await get(viewSettings, 'br;q=0, gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('compresses each version once, not per request', async () => {
    const first = await get(viewSettings, 'br');
    const second = await get(viewSettings, 'br');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body.equals(first.body)).toBe(true);
  });
});

describe('other API answers', () => {
  it('compresses a large answer built per request, with Vary', async () => {
    const path = '/api/v1/company/public/get-detail?path=sakura';
    const plain = await get(path, null);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await get(path, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await get(path, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('leaves small answers alone', async () => {
    const res = await get('/api/nothing', 'br, gzip');
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
