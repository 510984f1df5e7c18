import type { IncomingMessage, ServerResponse } from 'node:http';
import supertest from 'supertest';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cachedResponse, matchesEtag, sendCached } from './cachedResponse';

const page = cachedResponse(200, 'text/html; charset=utf-8', '<p>本棚</p>', {
  'Cache-Control': 'no-cache',
});
const server = (response = page) =>
  supertest((req: IncomingMessage, res: ServerResponse) => sendCached(req, res, response));

describe('prepared responses', () => {
  it('sends the bytes with their length, type, headers and a content-derived strong ETag', async () => {
    const res = await server().get('/').expect(200);
    expect(res.text).toBe('<p>本棚</p>');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength('<p>本棚</p>')));
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBe(page.etag);
    expect(cachedResponse(200, 'text/html', '<p>本棚</p>').etag).toBe(page.etag);
    expect(cachedResponse(200, 'text/html', '<p>本棚!</p>').etag).not.toBe(page.etag);
  });

  it('answers a matching If-None-Match with an empty 304 that repeats the validators', async () => {
    const res = await server().get('/').set('If-None-Match', page.etag).expect(304);
    expect(res.text).toBe('');
    expect(res.headers.etag).toBe(page.etag);
    expect(res.headers['cache-control']).toBe('no-cache');
    await server().get('/').set('If-None-Match', '"something-else"').expect(200);
  });

  it('never turns an error page into a 304', async () => {
    const missing = cachedResponse(404, 'text/html', 'gone');
    await server(missing).get('/').set('If-None-Match', missing.etag).expect(404);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await server().head('/').expect(200);
    expect(res.text).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(page.body.length));
  });
});

describe('compressed variants', () => {
  const big = cachedResponse(200, 'text/html', `<p>${'本棚 '.repeat(600)}</p>`);

  it('are built once per prepared response and only above the threshold', () => {
    expect(page.variant('br')).toBeNull();
    const br = big.variant('br');
    expect(br).not.toBeNull();
    expect(big.variant('br')).toBe(br);
    expect(brotliDecompressSync(br!.body).equals(big.body)).toBe(true);
    expect(br!.headers).toEqual(expect.arrayContaining(['Content-Encoding', 'br', 'Vary']));
  });

  it('keep a small body plain and without Vary', async () => {
    const res = await server().get('/').set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
  });
});

describe('If-None-Match', () => {
  it('compares weakly, in lists, and accepts *', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", W/"a"', '"a"')).toBe(true);
    expect(matchesEtag(' * ', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag('a', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});
