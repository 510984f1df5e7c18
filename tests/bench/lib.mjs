// Shared helpers for the benchmarks: start the built server on a fresh SQLite file, start a
// raw node:http server answering fixed bytes, and measure both with autocannon.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import {
  copyFileSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export const root = new URL('../..', import.meta.url).pathname;

/**
 * The built server of the checkout at `cwd` (this one unless told), on 127.0.0.1:`port`, on a
 * fresh SQLite file, or on a copy of `database` when given; `env` adds settings
 * (`WEB_CONCURRENCY`). `pid` is the server's (the cluster primary when clustered).
 */
export async function startHondana(port, { cwd = root, database, env = {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hondana-bench-'));
  if (database) copyFileSync(database, join(dataDir, 'hondana.sqlite'));
  // Started as `npm start` starts it (scripts/start.mjs), with the server's V8 flags.
  const child = spawn('node', ['--optimize-for-size', 'server/dist/main.js'], {
    cwd,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A copied fixture may first get the newer revision's migrations (indexes on 100,000 rows).
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, 180_000);
  return {
    pid: child.pid,
    /** The server's SQLite file (a bench may read it while the server runs). */
    database: join(dataDir, 'hondana.sqlite'),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A raw node:http server in its own process answering `body` with the same headers. */
export async function startRawServer(port, { body, contentType }) {
  const source = `
    const http = require('node:http');
    const body = Buffer.from(${JSON.stringify(body.toString('base64'))}, 'base64');
    http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': ${JSON.stringify(contentType)}, 'content-length': body.length });
      res.end(body);
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn('node', ['-e', source], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForHttp(`http://127.0.0.1:${port}/`);
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** One GET through node:http with exactly these headers (Host included). */
export function fetchSample({ port, path, headers }) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          contentType: res.headers['content-type'],
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function measure({ url, headers = {}, connections = 50, duration = 8 }) {
  await autocannon({ url, headers, connections, duration: 2 }); // warm-up
  const result = await autocannon({ url, headers, connections, duration });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/**
 * Memory (MB) of a process and of each of its child processes (cluster workers): resident
 * set; proportional set (shared pages divided among the processes sharing them: the
 * memory-mapped SQLite file is mapped by every worker); and the anonymous part (the heap and
 * native allocations, no file pages at all).
 */
export function memoryOf(pid) {
  const result = {};
  for (const id of [pid, ...childrenOf(pid)]) {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      const rollup = readFileSync(`/proc/${id}/smaps_rollup`, 'utf8');
      const kb = (text, name) =>
        Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0) / 1024;
      result[id] = {
        rss: kb(status, 'VmRSS'),
        pss: kb(rollup, 'Pss'),
        anon: kb(status, 'RssAnon'),
      };
    } catch {
      // exited meanwhile
    }
  }
  return result;
}

/**
 * How many established connections to 127.0.0.1:`port` a process and each of its child
 * processes hold (/proc/net/tcp and each process's descriptors): how the cluster's workers
 * share the clients.
 */
export function connectionsOf(pid, port) {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const sockets = new Set(
    readFileSync('/proc/net/tcp', 'utf8')
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[1] === local && fields[3] === '01')
      .map((fields) => `socket:[${fields[9]}]`),
  );
  const result = {};
  for (const id of [pid, ...childrenOf(pid)]) {
    try {
      result[id] = readdirSync(`/proc/${id}/fd`).filter((fd) => {
        try {
          return sockets.has(readlinkSync(`/proc/${id}/fd/${fd}`));
        } catch {
          return false; // closed meanwhile
        }
      }).length;
    } catch {
      // exited meanwhile
    }
  }
  return result;
}

/** CPU seconds (user + system) used so far by a process and its live child processes. */
export function cpuSecondsOf(pid) {
  let ticks = 0;
  for (const id of [pid, ...childrenOf(pid)]) {
    try {
      // Fields after the command name: state is field 3, utime 14, stime 15 (proc(5)).
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // exited meanwhile
    }
  }
  return ticks / 100; // USER_HZ
}

function childrenOf(pid) {
  const children = [];
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const text = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    if (text) children.push(...text.split(/\s+/).map(Number));
  }
  return children;
}

export function printRow(name, app, raw) {
  const ratio = app.requestsPerSecond / raw.requestsPerSecond;
  console.log(
    `${name.padEnd(28)} hondana ${fmt(app.requestsPerSecond)} req/s p99 ${app.p99} ms | ` +
      `raw node:http ${fmt(raw.requestsPerSecond)} req/s p99 ${raw.p99} ms | ratio ${ratio.toFixed(2)}`,
  );
  return { name, app, raw, ratio };
}

function fmt(value) {
  return Math.round(value).toString().padStart(6);
}

async function waitForHttp(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
