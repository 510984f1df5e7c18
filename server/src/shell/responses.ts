import type { PublicSettings } from '@hondana/schemas';
import type { Company } from '../access/company';
import { cachedResponse } from '../http/cachedResponse';
import type { CachedResponse } from '../http/cachedResponse';
import type { ShellRenderer } from './render';
import { shellConfig } from './config';
import { firstPaintOf } from './firstPaint';

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

  /** `rest`: the path after `basePath`, which decides what the first paint preloads. */
  return (company: Company | null, settings: PublicSettings, basePath: string, rest = '') => {
    const firstPaint = firstPaintOf(rest, settings);
    const key = `${company?.id ?? '-'}|${basePath}|${firstPaint.key}`;
    const assets = renderer.assetsVersion();
    const hit = cache.get(key);
    if (hit && hit.company === company && hit.settings === settings && hit.assets === assets) {
      return hit.response;
    }
    const { html, csp } = renderer.render(shellConfig({ company, settings, basePath }), firstPaint);
    const response = cachedResponse(company ? 200 : 404, 'text/html; charset=utf-8', html, {
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': csp,
    });
    if (cache.size > 5_000) cache.clear();
    cache.set(key, { company, settings, assets, response });
    return response;
  };
}
