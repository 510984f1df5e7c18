import type { PublicSettings } from '@hondana/schemas';
import type { Company } from '../access/company';
import { cachedResponse } from '../http/cachedResponse';
import type { CachedResponse } from '../http/cachedResponse';
import type { ShellRenderer } from './render';
import { shellConfig } from './config';
import { firstPaintOf } from './firstPaint';
import { paintKey, type PaintRequest } from './paintRequest';

/** Shells kept per process; the least recently used goes first (a path scan cannot grow it). */
const MAX_SHELLS = 5_000;
/** Longer addresses get no first paint of their own (the browser renders them, as before). */
const MAX_PAINTED_PATH = 300;

/**
 * Rendered shells as bytes, per tenant and base path, kept while the company record, its
 * resolved settings (same objects until a change) and the reader build stay the same.
 */
export function shellResponses(renderer: ShellRenderer) {
  interface Entry {
    company: Company | null;
    settings: PublicSettings;
    assets: string;
    response: CachedResponse;
  }
  const cache = new Map<string, Entry>();

  /**
   * `rest`: the path after `basePath`, which decides what the first paint preloads and shows;
   * `request`: what the browser said of itself (the server-rendered first paint differs by it).
   */
  return (
    company: Company | null,
    settings: PublicSettings,
    basePath: string,
    rest = '',
    request?: PaintRequest,
  ) => {
    const firstPaint = firstPaintOf(rest, settings);
    const paint =
      request && rest.length <= MAX_PAINTED_PATH
        ? { location: `${basePath}${rest}`, request }
        : undefined;
    const painted = paint ? `${paintKey(paint.request)}|${rest}` : '';
    const key = `${company?.id ?? '-'}|${basePath}|${firstPaint.key}|${painted}`;
    const assets = renderer.assetsVersion();
    const hit = cache.get(key);
    if (hit && hit.company === company && hit.settings === settings && hit.assets === assets) {
      // Most recently used last: Map keeps insertion order, so the first key is the oldest.
      cache.delete(key);
      cache.set(key, hit);
      return hit.response;
    }
    const { html, csp } = renderer.render(
      shellConfig({ company, settings, basePath }),
      firstPaint,
      paint,
    );
    const response = cachedResponse(company ? 200 : 404, 'text/html; charset=utf-8', html, {
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': csp,
      // The first paint follows these (paintRequest.ts); a shared cache must keep them apart.
      ...(paint ? { Vary: 'User-Agent, Sec-CH-UA-Mobile, Accept-Language, Cookie' } : {}),
    });
    cache.delete(key);
    cache.set(key, { company, settings, assets, response });
    if (cache.size > MAX_SHELLS) cache.delete(cache.keys().next().value as string);
    return response;
  };
}
