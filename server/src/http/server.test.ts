import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpServer } from './server';

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

describe('the HTTP server', () => {
  it("hands Express objects that already carry the app's prototypes", async () => {
    const app = express();
    let prototypes: [boolean, boolean] = [false, false];
    app.get('/hello', (req, res) => {
      res.json({ hello: req.query.name });
    });
    const server = createHttpServer(app);
    // Before Express sees them: Express would re-parent Node's plain objects itself.
    server.prependListener('request', (req, res) => {
      prototypes = [
        Object.getPrototypeOf(req) === app.request,
        Object.getPrototypeOf(res) === app.response,
      ];
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => new Promise((resolve) => server.close(() => resolve()));
    const { port } = server.address() as AddressInfo;

    const res = await fetch(`http://127.0.0.1:${port}/hello?name=hondana`);
    expect(await res.json()).toEqual({ hello: 'hondana' });
    expect(prototypes).toEqual([true, true]);
  });
});
