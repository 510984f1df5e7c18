/**
 * The console path of a list, filtered as react-admin reads `?filter=` (JSON): the list behind
 * a figure, e.g. `listPath('/admin', 'subscriptions', { status: 'PAST_DUE' })`.
 */
export function listPath(basename: string, resource: string, filter?: Record<string, string>) {
  const query = filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : '';
  return `${basename}/${resource}${query}`;
}
