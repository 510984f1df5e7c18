// nginx in front of several Hondana instances, as the test's or the bench's own process: a
// generated configuration in a temporary folder (pid file, logs and temporary files inside it),
// listening on a free loopback port. Node built-ins only, with types that Node strips, so the
// benchmarks (plain `node`, tests/bench/scaleOut.bench.mjs) import this file as it is.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx (`nginx-light`); `NGINX_BIN` names another. */
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export function hasNginx(): boolean {
  return existsSync(NGINX_BIN);
}

export interface Nginx {
  /** nginx's master process (its one worker is a child). */
  pid: number;
  port: number;
  url: string;
  stop(): Promise<void>;
}

/**
 * The proxy configuration of docs/operations.md ("Several instances"), for `upstreams` (ports
 * on 127.0.0.1). A refused or timed-out connection goes to the next instance (a request that
 * reached a dying instance is not sent twice: nginx never repeats a POST it has sent), and an
 * instance that refused is left alone for `failTimeout`.
 */
export function nginxConfig({
  dir,
  port,
  upstreams,
  failTimeout = '10s',
}: {
  dir: string;
  port: number;
  upstreams: number[];
  failTimeout?: string;
}): string {
  const servers = upstreams
    .map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=${failTimeout};`)
    .join('\n');
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 200m;
  upstream hondana {
${servers}
    keepalive 64;
    # Below Node's keep-alive timeout (5 s): nginx, not Node, closes an idle connection.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port} backlog=4096;
    location / {
      proxy_pass http://hondana;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_buffering off;
    }
  }
}
`;
}

/** nginx in front of `upstreams`, on a free loopback port; resolves once it accepts. */
export async function startNginx({
  upstreams,
  port,
}: {
  upstreams: number[];
  port?: number;
}): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'hondana-nginx-'));
  const listenPort = port ?? (await freePort());
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ dir, port: listenPort, upstreams }));
  const child: ChildProcess = spawn(NGINX_BIN, ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const errorLog = () => {
    try {
      return readFileSync(join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  await waitUntilAccepting(listenPort, child, errorLog);
  return {
    pid: child.pid as number,
    port: listenPort,
    url: `http://127.0.0.1:${listenPort}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT'); // nginx's graceful stop
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A loopback port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilAccepting(port: number, child: ChildProcess, errorLog: () => string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errorLog()}`);
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (isOpen) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${port}: ${errorLog()}`);
}
