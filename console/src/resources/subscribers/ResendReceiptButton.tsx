import type { Transaction } from '@hondana/schemas/contracts';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { ActionDialog } from './ActionDialog';
import { mailReceipt } from './subscriberActions';

/** Mails a paid payment's receipt (PDF) to the reader again, after a confirmation. */
export const ResendReceiptButton = () => {
  const record = useRecordContext<Transaction>();
  const translate = useTranslate();
  const [isOpen, setIsOpen] = useState(false);
  if (!record?.hasReceipt) return null;
  return (
    <>
      <Button size="small" onClick={() => setIsOpen(true)}>
        {translate('console.subscribers.resend')}
      </Button>
      {isOpen && (
        <ActionDialog
          title={translate('console.subscribers.resend')}
          text={translate('console.subscribers.resendHelp', { email: record.userEmail })}
          confirmLabel={translate('console.subscribers.send')}
          doneMessage="console.subscribers.done.resend"
          onConfirm={() => mailReceipt(record.id)}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
};
