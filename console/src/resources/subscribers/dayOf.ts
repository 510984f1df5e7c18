/** A date as the console's language writes it, or a dash. */
export const dayOf = (iso: string | null, locale: string) =>
  iso ? new Date(iso).toLocaleDateString(locale === 'ja' ? 'ja-JP' : 'en-GB') : '—';
