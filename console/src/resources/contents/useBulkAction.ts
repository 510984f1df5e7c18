import { useState } from 'react';
import { useListContext, useNotify, useRefresh } from 'react-admin';
import { bulkContents, type BulkAction } from './bulkContents';

/** Runs one bulk action on the selection, then reports, clears the selection and reloads. */
export function useBulkAction() {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isBusy, setIsBusy] = useState(false);

  const run = async (action: BulkAction, groupId?: string) => {
    setIsBusy(true);
    try {
      const ids = await bulkContents(action, selectedIds, groupId);
      notify(`console.contents.bulk.${action}Done`, {
        type: 'success',
        messageArgs: { smart_count: ids.length },
      });
      onUnselectItems();
      refresh();
    } catch (error) {
      const status = (error as { body?: { status?: number } }).body?.status;
      notify(`api.error.${status ?? 'unknown'}`, { type: 'error' });
    } finally {
      setIsBusy(false);
    }
  };
  return { run, isBusy, count: selectedIds.length };
}
