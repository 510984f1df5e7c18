import type { Transaction } from '@hondana/schemas/contracts';
import { Button, FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { ActionDialog } from './ActionDialog';
import { refundPayment } from './subscriberActions';

/** Refund what is left of a paid payment, or a part of it (tax included), after a confirmation. */
export const RefundButton = () => {
  const record = useRecordContext<Transaction>();
  const translate = useTranslate();
  const [isOpen, setIsOpen] = useState(false);
  const [isPartial, setIsPartial] = useState(false);
  const [amount, setAmount] = useState('');
  if (!record || record.status !== 'OK' || record.keptAmount <= 0) return null;
  const left = record.keptAmount;
  const value = Number(amount);
  const isAmountOk = Number.isInteger(value) && value >= 1 && value <= left;
  return (
    <>
      <Button size="small" onClick={() => setIsOpen(true)}>
        {translate('console.subscribers.refund')}
      </Button>
      {isOpen && (
        <ActionDialog
          title={translate('console.subscribers.refundTitle')}
          text={translate('console.subscribers.refundHelp', { left: left.toLocaleString() })}
          confirmLabel={translate('console.subscribers.refund')}
          doneMessage="console.subscribers.done.refund"
          onConfirm={() => refundPayment(record.id, isPartial ? value : undefined)}
          onClose={() => setIsOpen(false)}
          isConfirmDisabled={isPartial && !isAmountOk}
        >
          <RadioGroup
            aria-label={translate('console.subscribers.refundKind')}
            value={isPartial ? 'part' : 'full'}
            onChange={(event) => setIsPartial(event.target.value === 'part')}
          >
            <FormControlLabel
              value="full"
              control={<Radio />}
              label={translate('console.subscribers.refundFull', { left: left.toLocaleString() })}
            />
            <FormControlLabel
              value="part"
              control={<Radio />}
              label={translate('console.subscribers.refundPart')}
            />
          </RadioGroup>
          {isPartial && (
            <TextField
              autoFocus
              fullWidth
              type="number"
              name="amount"
              label={translate('console.subscribers.refundAmount')}
              value={amount}
              error={amount !== '' && !isAmountOk}
              helperText={translate('console.subscribers.refundRange', { left })}
              onChange={(event) => setAmount(event.target.value)}
              slotProps={{ htmlInput: { min: 1, max: left, step: 1 } }}
            />
          )}
        </ActionDialog>
      )}
    </>
  );
};
