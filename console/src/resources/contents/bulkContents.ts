import { apiUrl, httpClient } from '../../providers/httpClient';

export type BulkAction = 'publish' | 'unpublish' | 'delete' | 'add-to-group';

/** `PUT /api/admin/contents/bulk`: one action over the selected contents, all or nothing. */
export async function bulkContents(
  action: BulkAction,
  ids: readonly unknown[],
  groupId?: string,
): Promise<string[]> {
  const { json } = await httpClient(`${apiUrl}/contents/bulk`, {
    method: 'PUT',
    body: JSON.stringify({ action, ids, groupId }),
  });
  return (json as { ids: string[] }).ids;
}
