import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProjectRoot } from '../../server/src/paths';
import { passwordDigest } from '../../server/src/users/password';

/**
 * The real entry point with WEB_CONCURRENCY=2 (server/src/http/cluster.ts): one primary that
 * prepares the SQLite file, two workers that answer on one port, a clean stop on SIGTERM.
 * The multi-process behaviour itself (sessions, caches, jobs) is in processes.test.ts.
 */
const port = 3700 + Math.floor(Math.random() * 200);
let dataDir: string;
let primary: ChildProcess;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hondana-cluster-'));
  primary = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: findProjectRoot(),
    env: {
      ...process.env,
      WEB_CONCURRENCY: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'true',
      PASSWORD_LOG_N: '10',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the cluster did not start');
}, 120_000);

afterAll(() => {
  if (primary.exitCode === null) primary.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('WEB_CONCURRENCY=2', () => {
  it('serves the demo from two worker processes and stops cleanly on SIGTERM', async () => {
    expect(workersOf(primary.pid as number)).toHaveLength(2);
    const signIn = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'reader@sakura.example',
        password_hash: passwordDigest('sakura-reader'),
        path: 'sakura',
        login_type: 'email',
      }),
    });
    const token = ((await signIn.json()) as { data: { access_token: string } }).data.access_token;
    for (let i = 0; i < 6; i += 1) {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/auth/info?servicePath=sakura`, {
        headers: { 'x-access-token': token, connection: 'close' },
      });
      expect(res.status).toBe(200);
    }
    // Each worker listens on a socket of its own (SO_REUSEPORT): the kernel spreads new
    // connections between them (http/cluster.ts#listenOptions).
    const listening = listeningSockets(port);
    expect(listening).toHaveLength(2);
    const held = workersOf(primary.pid as number).map((worker) => {
      const sockets = readdirSync(`/proc/${worker}/fd`).map((fd) => {
        try {
          return readlinkSync(`/proc/${worker}/fd/${fd}`);
        } catch {
          return ''; // closed meanwhile
        }
      });
      return listening.filter((inode) => sockets.includes(`socket:[${inode}]`));
    });
    expect(held.map((sockets) => sockets.length)).toEqual([1, 1]);
    expect(new Set(held.flat()).size).toBe(2);
    await expectMetricsOfBothWorkers();
    const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

/**
 * A scrape reaches one worker, yet counts every worker's requests (metrics/cluster.ts): `/readyz`
 * asked on separate connections, which the two workers take between them, is counted in full by
 * each of several scrapes, whichever worker answers it.
 */
async function expectMetricsOfBothWorkers() {
  const asked = 12;
  await Promise.all(
    Array.from({ length: asked }, () =>
      fetch(`http://127.0.0.1:${port}/readyz`, { headers: { connection: 'close' } }),
    ),
  );
  const series =
    'hondana_http_request_duration_seconds_count{method="GET",route="/readyz",status="200"}';
  for (let i = 0; i < 3; i += 1) {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { connection: 'close' },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`${series} ${asked}`);
    expect(text.match(/^# TYPE hondana_jobs gauge$/gm)).toHaveLength(1);
  }
}

/** The inodes of the sockets listening on 127.0.0.1:`port` (/proc/net/tcp, state 0A). */
function listeningSockets(port: number): string[] {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[1] === local && fields[3] === '0A')
    .map((fields) => fields[9] as string);
}

/** Child processes running the server (tsx has a child of its own: esbuild). */
function workersOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`)
    .flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number),
    )
    .filter((child) => readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('main.ts'));
}
