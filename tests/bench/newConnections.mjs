// Run as a process of its own (`node newConnections.mjs <port> <count>`): opens `count`
// connections at once, each `GET /healthz` without keep-alive, and prints the milliseconds to
// each first answer as JSON. A process of its own, so the load's autocannon, which keeps its
// event loop busy, does not delay these clients.
import http from 'node:http';

const [port, count, timeoutMs = 15_000] = process.argv.slice(2).map(Number);

const one = () =>
  new Promise((resolve) => {
    const started = Date.now();
    const req = http.get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(Date.now() - started));
    });
    req.on('error', () => resolve(timeoutMs));
    req.setTimeout(timeoutMs, () => {
      req.destroy();
      resolve(timeoutMs);
    });
  });

const waits = await Promise.all(Array.from({ length: count }, one));
console.log(JSON.stringify(waits.sort((a, b) => a - b)));
