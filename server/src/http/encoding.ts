export type Encoding = 'br' | 'gzip';

/**
 * The content coding to send for an `Accept-Encoding` header: brotli when accepted (smaller),
 * else gzip, else none. `q=0` refuses a coding; `*` accepts any not named.
 */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of String(header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) accepted.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weight = (coding: Encoding) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  const br = weight('br');
  const gzip = Math.max(weight('gzip'), accepted.get('x-gzip') ?? 0);
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}
