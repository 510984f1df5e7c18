import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { createCache } from '../../cache/cache';
import type { Clock } from '../../clock';
import { OutboundError } from './errors';
import type { ResolveAll, ResolvedAddress } from './vet';
import { resolveAll, vetUrl } from './vet';

/** A host that failed is not called again for this long (a bad tenant URL cannot hammer). */
export const OUTBOUND_FAILURE_TTL_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 1024 * 1024;
const MAX_REDIRECTS = 3;
export const MAX_CACHED_FAILURES = 1000;

export interface OutboundOptions {
  clock: Clock;
  /**
   * Hosts (`name` or `name:port`) that may resolve to loopback or private addresses: the local
   * fakes of tests and the demo, an operator's own services (OUTBOUND_ALLOW_HOSTS). None in
   * production unless the operator names them.
   */
  allowHosts?: readonly string[];
  resolve?: ResolveAll;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface OutboundInit {
  method?: string;
  headers?: HeadersInit;
  body?: string | URLSearchParams | Uint8Array | ArrayBuffer | null;
  signal?: AbortSignal | null;
  /** `follow` (GET and HEAD only, each hop vetted again), `manual` or `error` (the default). */
  redirect?: 'follow' | 'manual' | 'error';
  /** This call's time limit, redirects included (the guard's default otherwise). */
  timeoutMs?: number;
}

export type OutboundFetch = (url: string | URL, init?: OutboundInit) => Promise<Response>;

/**
 * The one way the server calls a URL a tenant set (identity-provider issuer, learning-service
 * payment API): the host is resolved and every address checked before any connection, the
 * connection goes to the vetted address (a second DNS answer cannot swap it), redirects are
 * vetted hop by hop, time and answer size are bounded, and a host refused or unresolvable is
 * refused again without a look-up for a minute.
 */
export function createOutbound({
  clock,
  allowHosts = [],
  resolve = resolveAll,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  maxBytes = DEFAULT_MAX_BYTES,
}: OutboundOptions) {
  const allowed = new Set(allowHosts.map((host) => host.trim().toLowerCase()).filter(Boolean));
  const failures = createCache<string, OutboundError>({
    max: MAX_CACHED_FAILURES,
    ttlMs: OUTBOUND_FAILURE_TTL_MS,
    now: () => clock.now().getTime(),
  });

  const isAllowed = (url: URL) => {
    const host = url.hostname.toLowerCase();
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    return allowed.has(host) || allowed.has(`${host}:${port}`);
  };

  function cachedFailure(origin: string): OutboundError | null {
    return failures.get(origin) ?? null;
  }

  function remember(origin: string, error: OutboundError) {
    failures.set(origin, new OutboundError(error.failure, error.message, true));
  }

  const fetch: OutboundFetch = async (input, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const body = bodyOf(init.body);
    const deadline = AbortSignal.timeout(init.timeoutMs ?? timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    let url = new URL(input);
    for (let hops = 0; ; hops += 1) {
      const origin = url.origin;
      const known = cachedFailure(origin);
      if (known) throw known;
      let answer: Response;
      try {
        const address = await vetUrl(url, { resolve, isAllowed });
        answer = await request(url, address, { method, headers: init.headers, body, signal });
      } catch (err) {
        const error = asOutboundError(err, signal);
        // An address that may not be called, or a name that does not resolve: a tenant's setting
        // is wrong, and is not looked up again for a while. A slow or restarting service (a
        // payment API many tenants share) is tried again at once.
        if (error.failure === 'refused' || error.failure === 'unresolved') remember(origin, error);
        throw error;
      }
      const location = answer.headers.get('location');
      if (answer.status < 300 || answer.status > 399 || !location) return answer;
      if (init.redirect === 'manual') return answer;
      const isFollowed = init.redirect === 'follow' && (method === 'GET' || method === 'HEAD');
      if (!isFollowed || hops >= MAX_REDIRECTS) {
        throw new OutboundError('redirect', `${origin} redirected; not followed`);
      }
      url = new URL(location, url);
    }
  };

  /** One request to the vetted address, its answer read whole within `maxBytes`. */
  function request(
    url: URL,
    vetted: ResolvedAddress,
    call: { method: string; headers?: HeadersInit; body: Buffer | null; signal: AbortSignal },
  ): Promise<Response> {
    const pinned: LookupFunction = (_hostname, options, done) => {
      if (options.all) done(null, [vetted]);
      else done(null, vetted.address, vetted.family);
    };
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise((resolvePromise, reject) => {
      const req = transport.request(
        url,
        {
          method: call.method,
          headers: Object.fromEntries(new Headers(call.headers ?? {})),
          lookup: pinned,
          agent: false,
          signal: call.signal,
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) {
              req.destroy(new OutboundError('too-large', `The answer exceeds ${maxBytes} bytes`));
              return;
            }
            chunks.push(chunk);
          });
          res.on('error', reject);
          res.on('end', () => {
            const status = res.statusCode ?? 502;
            const headers = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              for (const one of [value ?? []].flat()) headers.append(name, one);
            }
            const isEmpty = call.method === 'HEAD' || [204, 205, 304].includes(status);
            resolvePromise(
              new Response(isEmpty ? null : Buffer.concat(chunks), { status, headers }),
            );
          });
        },
      );
      req.on('error', reject);
      req.end(call.body ?? undefined);
    });
  }

  /** Whether configuration lets `url`'s host reach loopback or private addresses. */
  return { fetch, isAllowed };
}

export type Outbound = ReturnType<typeof createOutbound>;

function bodyOf(body: OutboundInit['body']): Buffer | null {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string' || body instanceof URLSearchParams) return Buffer.from(String(body));
  return Buffer.from(body instanceof ArrayBuffer ? new Uint8Array(body) : body);
}

function asOutboundError(err: unknown, signal: AbortSignal): OutboundError {
  if (err instanceof OutboundError) return err;
  if (signal.aborted) return new OutboundError('timeout', 'No answer in time');
  return new OutboundError('unreachable', (err as Error)?.message ?? 'Could not connect');
}
