import type { WebhookAttempt, WebhookDelivery } from '@hondana/schemas/contracts';
import { Box, Button, Typography } from '@mui/material';
import {
  Datagrid,
  DateField,
  NumberField,
  Pagination,
  ReferenceManyField,
  TextField,
  useGetOne,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useNotifyRefusal } from '../shared/ConfirmDeleteButton';
import { replayDelivery } from './webhookActions';

/** Sends the delivery's event again (the log keeps the original as it was). */
const ReplayButton = () => {
  const record = useRecordContext<WebhookDelivery>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const notifyRefusal = useNotifyRefusal();
  if (!record) return null;
  const replay = async () => {
    try {
      await replayDelivery(String(record.id));
      notify('console.webhooks.replayed', { type: 'success' });
      refresh();
    } catch (error) {
      notifyRefusal(error);
    }
  };
  return (
    <Button size="small" onClick={(event) => (event.stopPropagation(), void replay())}>
      {translate('console.webhooks.replay')}
    </Button>
  );
};

/** Every try of one delivery, read when its row is opened. */
const DeliveryTries = () => {
  const record = useRecordContext<WebhookDelivery>();
  const translate = useTranslate();
  const { data } = useGetOne<WebhookDelivery>('webhook-deliveries', { id: record?.id ?? '' });
  if (!data) return null;
  return (
    <Box sx={{ p: 1 }}>
      {(data.tries ?? []).map((attempt: WebhookAttempt) => (
        <Typography key={attempt.number} variant="body2">
          {`#${attempt.number} ${new Date(attempt.attemptedAt).toLocaleString()} — ${
            attempt.responseStatus ?? attempt.error ?? ''
          } (${attempt.durationMs} ms)`}
        </Typography>
      ))}
      <Typography variant="caption" component="pre" sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>
        {translate('console.webhooks.body')}: {data.body}
      </Typography>
    </Box>
  );
};

/** The endpoint's deliveries, newest first, each with its tries and a replay button. */
export const DeliveriesPanel = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6">{translate('console.webhooks.deliveries')}</Typography>
      <ReferenceManyField
        reference="webhook-deliveries"
        target="endpointId"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        pagination={<Pagination />}
      >
        <Datagrid bulkActionButtons={false} expand={<DeliveryTries />} rowClick="expand">
          <DateField source="createdAt" showTime />
          <TextField source="eventType" />
          <TextField source="status" />
          <NumberField source="attempts" />
          <NumberField source="lastResponseStatus" emptyText="—" />
          <DateField source="nextAttemptAt" showTime emptyText="—" />
          <ReplayButton />
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
};
