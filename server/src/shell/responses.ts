import type { PublicSettings } from '@hondana/schemas';
import type { Company } from '../access/company';
import { createCache } from '../cache/cache';
import type { ResolvedPublicSettings } from '../settings/publicSettings';
import { cachedResponse } from '../http/cachedResponse';
import type { CachedResponse } from '../http/cachedResponse';
import type { ShellRenderer } from './render';
import { shellConfig } from './config';
import { firstPaintOf } from './firstPaint';
import { paintKey, type PaintRequest } from './paintRequest';

/** Shells kept per process; the least recently used goes first (a path scan cannot grow it). */
export const MAX_SHELLS = 5_000;
/** Longer addresses get no first paint of their own (the browser renders them, as before). */
const MAX_PAINTED_PATH = 300;
/**
 * First paints rendered per second per process, at most (a token bucket that holds one
 * second's worth). A render costs a few milliseconds; each new address needs one, so a crawl
 * or an attacker asking for ever new addresses would otherwise buy that CPU per request.
 * Over the budget a shell goes out without a first paint, which the browser renders as before.
 */
export const FIRST_PAINTS_PER_SECOND = 50;

/**
 * Rendered shells as bytes, per tenant and base path, kept while the company record, its
 * resolved settings (same objects until a change; the payment mode changes only with them)
 * and the reader build stay the same.
 */
export function shellResponses(
  renderer: ShellRenderer,
  now: () => number = () => performance.now(),
) {
  interface Entry {
    company: Company | null;
    settings: PublicSettings;
    assets: string;
    response: CachedResponse;
  }
  const cache = createCache<string, Entry>({ max: MAX_SHELLS });
  const budget = tokenBucket(FIRST_PAINTS_PER_SECOND, now);

  /**
   * `rest`: the path after `basePath`, which decides what the first paint preloads and shows;
   * `request`: what the browser said of itself (the server-rendered first paint differs by it).
   */
  return (
    company: Company | null,
    { settings, paymentMode }: Pick<ResolvedPublicSettings, 'settings' | 'paymentMode'>,
    basePath: string,
    rest = '',
    request?: PaintRequest,
  ) => {
    const firstPaint = firstPaintOf(rest, settings);
    const assets = renderer.assetsVersion();
    const found = (key: string) => {
      const hit = cache.get(key);
      if (!hit || hit.company !== company || hit.settings !== settings || hit.assets !== assets)
        return null;
      return hit.response;
    };
    const bareKey = `${company?.id ?? '-'}|${basePath}|${firstPaint.key}|`;
    let paint =
      request && rest.length <= MAX_PAINTED_PATH
        ? { location: `${basePath}${rest}`, request }
        : undefined;
    const key = paint ? `${bareKey}${paintKey(paint.request)}|${rest}` : bareKey;
    const hit = found(key);
    if (hit) return hit;
    if (paint && !budget.take()) {
      paint = undefined;
      const bare = found(bareKey);
      if (bare) return bare;
    }
    const { html, csp } = renderer.render(
      shellConfig({ company, settings, paymentMode, basePath }),
      firstPaint,
      paint,
    );
    const response = cachedResponse(company ? 200 : 404, 'text/html; charset=utf-8', html, {
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': csp,
      // The first paint follows these (paintRequest.ts); a shared cache must keep them apart.
      ...(paint ? { Vary: 'User-Agent, Sec-CH-UA-Mobile, Accept-Language, Cookie' } : {}),
    });
    const storedAs = paint ? key : bareKey;
    cache.set(storedAs, { company, settings, assets, response });
    return response;
  };
}

/** Up to `perSecond` takes a second, refilled continuously; holds one second's worth. */
function tokenBucket(perSecond: number, now: () => number) {
  let tokens = perSecond;
  let at = now();
  return {
    take(): boolean {
      const time = now();
      tokens = Math.min(perSecond, tokens + ((time - at) / 1000) * perSecond);
      at = time;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
