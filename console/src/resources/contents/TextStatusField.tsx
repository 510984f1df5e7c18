import RetryIcon from '@mui/icons-material/Replay';
import { Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { apiUrl, httpClient } from '../../providers/httpClient';
import type { Content, TextStatus } from './content';

const colours: Record<TextStatus, 'default' | 'info' | 'success' | 'error'> = {
  NONE: 'default',
  PENDING: 'info',
  DONE: 'success',
  FAILED: 'error',
};

/**
 * The text extraction state of a content. FAILED shows its reason and a Retry button, since
 * a content without text is missing from full-text search.
 */
export const TextStatusField = ({
  record: given,
}: {
  record?: Content;
  source?: string;
  label?: string;
}) => {
  const translate = useTranslate();
  const record = useRecordContext<Content>({ record: given });
  if (!record) return null;
  const status = record.textStatus;
  return (
    <Stack gap={0.5} alignItems="flex-start" data-testid="text-status" data-status={status}>
      <Chip
        size="small"
        color={colours[status]}
        icon={status === 'PENDING' ? <CircularProgress size={12} /> : undefined}
        label={translate(`console.contents.textStatuses.${status}`)}
      />
      {status === 'FAILED' && (
        <>
          <Typography variant="caption" color="error" data-testid="text-error">
            {record.textError ?? translate('console.contents.textFailed')}
          </Typography>
          <RetryButton id={record.id} />
        </>
      )}
    </Stack>
  );
};

const RetryButton = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isBusy, setIsBusy] = useState(false);
  const retry = async (event: React.MouseEvent) => {
    // Inside a list row: retrying must not open the row.
    event.stopPropagation();
    setIsBusy(true);
    try {
      await httpClient(`${apiUrl}/content-files/${id}/extract-text`, { method: 'POST' });
      notify('console.contents.retryQueued', { type: 'info' });
      refresh();
    } catch {
      notify('api.error.unknown', { type: 'error' });
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<RetryIcon />} disabled={isBusy} onClick={retry}>
      {translate('console.contents.retry')}
    </Button>
  );
};
