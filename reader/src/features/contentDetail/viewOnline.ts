/** Spec §2: the viewer opens in a new tab at {origin}{base}view-online/{id}[/{contentGroupId}]. */
export function viewOnlineUrl(
  origin: string,
  basePath: string,
  contentId: string,
  contentGroupId?: string,
): string {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  const group = contentGroupId ? `/${encodeURIComponent(contentGroupId)}` : '';
  return `${origin}${base}view-online/${encodeURIComponent(contentId)}${group}`;
}
