import RestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRefresh } from 'react-admin';
import { apiUrl, httpClient } from '../../providers/httpClient';

/**
 * Brings back the default special groups (favourites, recently read, new, popular,
 * recommended) with their default look; normal groups are untouched.
 */
export const ResetGroupsButton = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [isOpen, setIsOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const reset = async () => {
    setIsOpen(false);
    setIsBusy(true);
    try {
      await httpClient(`${apiUrl}/content-groups/reset`, { method: 'POST', body: '{}' });
      notify('console.contentGroups.resetDone', { type: 'success' });
      refresh();
    } catch (error) {
      const status = (error as { body?: { status?: number } }).body?.status;
      notify(`api.error.${status ?? 'unknown'}`, { type: 'error' });
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <>
      <Button label="console.contentGroups.reset" disabled={isBusy} onClick={() => setIsOpen(true)}>
        <RestoreIcon />
      </Button>
      <Confirm
        isOpen={isOpen}
        title="console.contentGroups.resetTitle"
        content="console.contentGroups.resetConfirm"
        onConfirm={reset}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
};
