import LockResetIcon from '@mui/icons-material/LockReset';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { apiUrl, httpClient } from '../../providers/httpClient';
import { useNotifyRefusal } from '../shared/ConfirmDeleteButton';

/** Mails the staff member a one-time link to choose a new password (after a confirmation). */
export const SendResetButton = () => {
  const record = useRecordContext<{ id: string; email: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyRefusal = useNotifyRefusal();
  const [isOpen, setIsOpen] = useState(false);
  const [isSending, setIsSending] = useState(false);
  if (!record) return null;
  const send = async () => {
    setIsSending(true);
    try {
      await httpClient(`${apiUrl}/staff/${encodeURIComponent(record.id)}/reset`, {
        method: 'POST',
      });
      notify('console.staff.resetSent', { type: 'success', messageArgs: { email: record.email } });
    } catch (error) {
      notifyRefusal(error);
    } finally {
      setIsSending(false);
      setIsOpen(false);
    }
  };
  return (
    <>
      <Button
        label="console.staff.sendReset"
        onClick={(event) => {
          event.stopPropagation();
          setIsOpen(true);
        }}
      >
        <LockResetIcon />
      </Button>
      <Confirm
        isOpen={isOpen}
        loading={isSending}
        title={translate('console.staff.resetTitle', { email: record.email })}
        content={translate('console.staff.resetConfirm')}
        onConfirm={send}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
};
