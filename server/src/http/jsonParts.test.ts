import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import supertest from 'supertest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonParts } from './jsonParts';
import { jsonPart, jsonParts, sendJsonParts } from './jsonParts';

const before = jsonPart('{"status":200,"data":');
const after = jsonPart('}');

function serve(answer: JsonParts) {
  const app = express();
  app.get('/', (req, res) => sendJsonParts(req, res, answer, { before, after }));
  return supertest(app);
}

/** The raw bytes of an answer as sent (node:http does not decode), and its headers. */
async function fetchRaw(answer: JsonParts, encoding: string) {
  const app = express();
  app.get('/', (req, res) => sendJsonParts(req, res, answer, { before, after }));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const res = await new Promise<IncomingMessage>((resolve, reject) =>
      get({ port, host: '127.0.0.1', headers: { 'accept-encoding': encoding } }, resolve).on(
        'error',
        reject,
      ),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    expect(res.statusCode).toBe(200);
    return { body: Buffer.concat(chunks), headers: res.headers };
  } finally {
    server.close();
  }
}

const list = [
  jsonPart('['),
  jsonPart('{"name":"本棚","contents":[1,2,3]}'),
  jsonPart(','),
  jsonPart(JSON.stringify({ text: 'x'.repeat(5000), more: 'Hondana '.repeat(300) }), 1),
  jsonPart(']'),
];

describe('JSON answers sent as parts', () => {
  it('sends the parts as one body when the client takes no gzip', async () => {
    const { body, headers } = await fetchRaw(jsonParts(list), 'identity');
    const text = body.toString('utf8');
    expect(JSON.parse(text).data[0].name).toBe('本棚');
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers['content-length']).toBe(String(body.length));
    expect(headers.vary).toBe('Accept-Encoding');
  });

  it('stitches the compressed parts into one gzip stream that inflates to the same bytes', async () => {
    const answer = jsonParts(list);
    const plain = await fetchRaw(answer, 'identity');
    const gzip = await fetchRaw(answer, 'gzip, deflate, br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-length']).toBe(String(gzip.body.length));
    expect(gzip.body.length).toBeLessThan(plain.body.length / 4);
    // gunzip checks the trailer's CRC-32 and length, so a wrong one throws.
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(gzip.headers.etag).not.toBe(plain.headers.etag);
  });

  it('inflates to the same bytes for any parts and compression levels', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.integer({ min: 1, max: 9 })),
          {
            maxLength: 8,
          },
        ),
        async (pieces) => {
          const answer = jsonParts(pieces.map(([text, level]) => jsonPart(text, level)));
          const gzip = await fetchRaw(answer, 'gzip');
          const expected = Buffer.concat([
            before.raw,
            ...pieces.map(([t]) => Buffer.from(t)),
            after.raw,
          ]);
          expect(gunzipSync(gzip.body).equals(expected)).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('answers a matching If-None-Match of either representation with 304', async () => {
    const answer = jsonParts(list);
    for (const encoding of ['identity', 'gzip']) {
      const first = await serve(answer).get('/').set('Accept-Encoding', encoding).expect(200);
      const again = await serve(answer)
        .get('/')
        .set('Accept-Encoding', encoding)
        .set('If-None-Match', first.headers.etag)
        .expect(304);
      expect(again.headers.etag).toBe(first.headers.etag);
    }
    const other = jsonParts([...list, jsonPart(' ')]);
    expect(other.etag).not.toBe(answer.etag);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await serve(jsonParts(list)).head('/').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
  });
});
