import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { Status } from '@hondana/schemas/contracts';
import type { Request, RequestHandler } from 'express';
import { AppError } from '../errors';
import type { Registry } from 'prom-client';
import { bearerToken } from '../access/bearer';

export interface MetricsEndpointDeps {
  registry: Registry;
  /** METRICS_TOKEN: scrapers send it as a bearer token; null = loopback callers only. */
  token: string | null;
  /** The text of a scrape (a cluster worker asks its primary for every worker's, `cluster.ts`). */
  scrape?: () => Promise<string>;
}

/**
 * `GET /metrics`, Prometheus's text format. Never public: with METRICS_TOKEN set only a caller
 * with that bearer token gets it (401 otherwise, wherever it comes from); without, only this
 * machine (403 to others, as `req.ip` tells them apart behind TRUST_PROXY's proxies).
 */
export function metricsEndpoint({ registry, token, scrape }: MetricsEndpointDeps): RequestHandler {
  // A handler the app mounts at `GET /metrics`, not a router at the root: every request would
  // walk a router's layers on its way to the reader (docs/performance/history.md, "Metrics at no
  // cost to the hot paths").
  return async (req, res) => {
    assertScraper(req, token);
    const text = await (scrape ?? (() => registry.metrics()))();
    res.set({ 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).send(text);
  };
}

function assertScraper(req: Request, token: string | null) {
  if (token !== null) {
    const sent = bearerToken(req.get('Authorization') ?? '') ?? '';
    if (!isSameSecret(sent, token)) {
      req.res?.set('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new AppError(Status.unauthorized);
    }
    return;
  }
  if (!isLoopback(req.ip ?? '')) throw new AppError(Status.forbidden);
}

/** Compared as hashes, so neither the length nor a prefix of the token shows in the timing. */
function isSameSecret(sent: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

export function isLoopback(address: string): boolean {
  const bare = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1';
}
