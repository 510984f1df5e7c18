import type { SubscriberProfile } from '@hondana/schemas/contracts';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { ActionDialog } from './ActionDialog';
import { grantComplimentary } from './subscriberActions';

/** Shown in the dialog's number field; the server's bound (subscriptions/admin.ts). */
const MAX_DAYS = 366;

/** Complimentary access: a plan opened to the reader for some days, at no charge. */
export const GrantButton = () => {
  const record = useRecordContext<SubscriberProfile>();
  const translate = useTranslate();
  const [isOpen, setIsOpen] = useState(false);
  const [planId, setPlanId] = useState('');
  const [days, setDays] = useState('30');
  const { data: plans = [] } = useGetList(
    'plans',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: isOpen },
  );
  if (!record) return null;
  const count = Number(days);
  const isOk = planId !== '' && Number.isInteger(count) && count >= 1 && count <= MAX_DAYS;
  return (
    <>
      <Button size="small" startIcon={<CardGiftcardIcon />} onClick={() => setIsOpen(true)}>
        {translate('console.subscribers.grant')}
      </Button>
      {isOpen && (
        <ActionDialog
          title={translate('console.subscribers.grant')}
          text={translate('console.subscribers.grantHelp')}
          confirmLabel={translate('console.subscribers.grantConfirm')}
          doneMessage="console.subscribers.done.grant"
          onConfirm={() => grantComplimentary(record.id, planId, count)}
          onClose={() => setIsOpen(false)}
          isConfirmDisabled={!isOk}
        >
          <Stack spacing={2}>
            <TextField
              select
              fullWidth
              label={translate('resources.subscriptions.fields.planName')}
              value={planId}
              onChange={(event) => setPlanId(event.target.value)}
            >
              {plans.map((plan) => (
                <MenuItem key={plan.id} value={plan.id}>
                  {plan.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              fullWidth
              type="number"
              name="days"
              label={translate('console.subscribers.days')}
              value={days}
              helperText={translate('console.subscribers.daysHelp', { max: MAX_DAYS })}
              onChange={(event) => setDays(event.target.value)}
              slotProps={{ htmlInput: { min: 1, max: MAX_DAYS, step: 1 } }}
            />
          </Stack>
        </ActionDialog>
      )}
    </>
  );
};
