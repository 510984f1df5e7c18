import { Box, List, Typography } from '@mui/material';
import { Loading, useEditContext, useGetList, useTranslate } from 'react-admin';
import type { SettingsRecord, SettingsVersion } from '@hondana/schemas/contracts';
import { historyResource } from '../../../providers/dataProvider';
import { HistoryEntry } from './HistoryEntry';

interface HistoryListProps {
  kind: string;
  onDone: () => void;
}

/** Every saved version of the kind, newest first, each comparable with the live one. */
export const HistoryList = ({ kind, onDone }: HistoryListProps) => {
  const translate = useTranslate();
  const { record } = useEditContext<SettingsRecord>();
  const { data, isPending, error } = useGetList<SettingsVersion>(historyResource(kind), {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'version', order: 'DESC' },
  });
  return (
    <Box sx={{ width: { xs: '100vw', sm: 520 }, p: 2 }} data-testid="history-drawer">
      <Typography variant="h6" gutterBottom>
        {translate('console.history.title', { name: translate(`settings.${kind}`, { _: kind }) })}
      </Typography>
      {isPending && <Loading />}
      {error && <Typography color="error">{translate('ra.notification.http_error')}</Typography>}
      {data?.length === 0 && <Typography>{translate('console.history.empty')}</Typography>}
      <List dense>
        {data?.map((version) => (
          <HistoryEntry
            key={version.version}
            kind={kind}
            version={version}
            current={record}
            onRolledBack={onDone}
          />
        ))}
      </List>
    </Box>
  );
};
