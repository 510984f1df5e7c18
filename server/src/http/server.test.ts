import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully, createHttpServer } from './server';

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

/** An app whose `/slow` answers when `release` is called; every other path at once. */
function slowApp() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let onSlow: () => void = () => undefined;
  const slowArrived = new Promise<void>((resolve) => (onSlow = resolve));
  const app = express();
  app.get('/slow', async (_req, res) => {
    onSlow();
    await released;
    res.send('slow done');
  });
  app.get('/fast', (_req, res) => res.send('fast'));
  return { app, release, slowArrived };
}

const agents: Agent[] = [];
afterEach(() => agents.splice(0).forEach((agent) => agent.destroy()));

/** One GET on `agent` (one kept-alive connection); the answer's Connection header and body. */
function get(port: number, path: string, agent: Agent) {
  return new Promise<{ connection?: string; body: string }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ connection: res.headers.connection, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('closeGracefully', () => {
  it('answers the request in flight, closes kept-alive connections after their answer, and refuses new ones', async () => {
    const { app, release, slowArrived } = slowApp();
    const server = createHttpServer(app);
    // Longer than the test may take: Node's own close() would wait for it.
    server.keepAliveTimeout = 120_000;
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const busy = new Agent({ keepAlive: true, maxSockets: 1 });
    const other = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(busy, other);
    expect(await get(port, '/fast', other)).toEqual({ connection: 'keep-alive', body: 'fast' });

    const slow = get(port, '/slow', busy);
    await slowArrived;
    let isClosed = false;
    const closed = closeGracefully(server).then(() => (isClosed = true));
    // A new connection is refused at once; the idle kept-alive one was closed.
    await expect(get(port, '/fast', new Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(isClosed).toBe(false);

    release();
    expect(await slow).toEqual({ connection: 'keep-alive', body: 'slow done' });
    await closed;
    expect(isClosed).toBe(true);
  });

  it('tells a request that arrives on a kept-alive connection while draining to close it', async () => {
    const { app, release, slowArrived } = slowApp();
    const server = createHttpServer(app);
    server.keepAliveTimeout = 120_000;
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    // One connection; its second request is sent after the drain began, while it is busy.
    const socket = connect({ port, host: '127.0.0.1' });
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const ended = once(socket, 'end');
    socket.write('GET /slow HTTP/1.1\r\nHost: test\r\n\r\n');
    await slowArrived;
    const closed = closeGracefully(server);
    const fastArrived = new Promise<void>((resolve) =>
      server.on('request', (req: { url?: string }) => req.url === '/fast' && resolve()),
    );
    socket.write('GET /fast HTTP/1.1\r\nHost: test\r\n\r\n');
    await fastArrived; // read while the first is still being answered
    release();
    await ended; // the server closed the connection after its answers
    await closed;
    const [slow, fast] = received.split(/(?=HTTP\/1\.1 )/);
    expect(slow).toMatch(/Connection: keep-alive[\s\S]*slow done$/i);
    expect(fast).toMatch(/Connection: close[\s\S]*fast$/i);
    socket.destroy();
  });
});
