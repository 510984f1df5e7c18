import type { IncomingHttpHeaders } from 'node:http';
import type { Company } from '../access/company';
import { readerCookieName } from '../auth/readerCookie';

/**
 * What the request says about the browser that the reader's first paint depends on (the
 * reader's `ServerPaint`): phone or not, signed in here before or not, and its language.
 * Each is one of two or three values, so a tenant's shells stay few and cacheable.
 */
export interface PaintRequest {
  isMobile: boolean;
  mayHaveSession: boolean;
  /** The browser's first language when the reader speaks it (spec §1), else none. */
  languages: string[];
}

const MOBILE_AGENT = /Mobi|Android|iPhone|iPod/;
const LANGUAGES = new Set(['en', 'ja']);

export function paintRequestOf(
  headers: IncomingHttpHeaders,
  company: Company | null,
): PaintRequest {
  // Chromium says it outright; other browsers name phones in the User-Agent.
  const hint = headers['sec-ch-ua-mobile'];
  const isMobile = hint ? hint === '?1' : MOBILE_AGENT.test(headers['user-agent'] ?? '');
  return {
    isMobile,
    mayHaveSession: company !== null && hasCookie(headers.cookie, readerCookieName(company)),
    languages: firstLanguage(headers['accept-language']),
  };
}

/** A short key for a paint request, part of the shell cache's key. */
export function paintKey({ isMobile, mayHaveSession, languages }: PaintRequest): string {
  return `${isMobile ? 'm' : 'd'}${mayHaveSession ? 's' : 'a'}${languages[0] ?? '-'}`;
}

function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(';').some((pair) => {
    const at = pair.indexOf('=');
    return at > 0 && pair.slice(0, at).trim() === name && pair.slice(at + 1).trim() !== '';
  });
}

/** The highest-weighted tag of Accept-Language, as the browser's `navigator.languages[0]`. */
function firstLanguage(header: string | undefined): string[] {
  if (!header) return [];
  let best = { tag: '', q: 0 };
  for (const part of header.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().split(';');
    const weight = params.find((param) => param.trim().startsWith('q='));
    const q = weight ? Number(weight.trim().slice(2)) : 1;
    if (q > best.q) best = { tag: tag.trim(), q };
  }
  const primary = best.tag.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return LANGUAGES.has(primary) ? [primary] : [];
}
