export type Encoding = 'br' | 'gzip';

/**
 * The content coding to send for an `Accept-Encoding` header, among those `offered`: brotli
 * when accepted (smaller), else gzip, else none. `q=0` refuses a coding; `*` accepts any not
 * named.
 */
export function preferredEncoding(
  header: string | string[] | undefined,
  offered: readonly Encoding[] = ['br', 'gzip'],
): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of String(header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) accepted.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weight = (coding: Encoding) =>
    coding === 'gzip'
      ? Math.max(accepted.get('gzip') ?? accepted.get('*') ?? 0, accepted.get('x-gzip') ?? 0)
      : (accepted.get(coding) ?? accepted.get('*') ?? 0);
  // The first offered coding of the highest weight: brotli before gzip on a tie.
  let best: Encoding | null = null;
  for (const coding of offered) {
    if (weight(coding) > 0 && (best === null || weight(coding) > weight(best))) best = coding;
  }
  return best;
}
