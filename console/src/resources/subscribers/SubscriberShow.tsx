import { Stack, Typography } from '@mui/material';
import type { SubscriberProfile } from '@hondana/schemas/contracts';
import { Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { GrantButton } from './GrantButton';
import { NoticesPanel } from './NoticesPanel';
import { NotesPanel } from './NotesPanel';
import { PaymentsPanel } from './PaymentsPanel';
import { SubscriptionsPanel } from './SubscriptionsPanel';

const Heading = () => {
  const record = useRecordContext<SubscriberProfile>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={0.5}>
      <Typography variant="h5" component="h1">
        {record.fullName || record.email || record.username}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[record.email, record.username].filter(Boolean).join(' · ')}
        {record.status === 1 ? ` · ${translate('enums.users.status.1')}` : ''}
      </Typography>
    </Stack>
  );
};

/** A reader's profile: their plans, payments (receipts, refunds), notices and admin notes. */
export const SubscriberShow = () => (
  <Show
    actions={
      <TopToolbar>
        <GrantButton />
      </TopToolbar>
    }
  >
    <Stack spacing={3} sx={{ p: 2 }}>
      <Heading />
      <SubscriptionsPanel />
      <PaymentsPanel />
      <NoticesPanel />
      <NotesPanel />
    </Stack>
  </Show>
);
