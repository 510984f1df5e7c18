import { FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { setUserStatus, type AdminUser } from './userActions';

/** Allow (0) / stop (1) switch of a reader account, right in the list. */
export const StatusToggle = () => {
  const record = useRecordContext<AdminUser>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isSaving, setIsSaving] = useState(false);
  if (!record) return null;
  const isAllowed = record.status === 0;

  const toggle = async () => {
    setIsSaving(true);
    try {
      await setUserStatus(record.id, isAllowed ? 1 : 0);
      notify(isAllowed ? 'console.users.blocked' : 'console.users.allowed', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <FormControlLabel
      onClick={(event) => event.stopPropagation()}
      control={
        <Switch
          size="small"
          checked={isAllowed}
          disabled={isSaving}
          onChange={toggle}
          slotProps={{ input: { 'aria-label': translate('console.users.toggleStatus') } }}
          data-testid={`status-toggle-${record.id}`}
        />
      }
      label={translate(`enums.users.status.${record.status}`)}
    />
  );
};
