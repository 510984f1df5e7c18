import { Alert, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Content } from './content';
import { formatBytes } from './FilePickers';
import { ReplaceFile } from './ReplaceFile';
import { TextStatusField } from './TextStatusField';

/** The content's file: name, size, active-content warning, text extraction and replacement. */
export const ContentFileCard = ({ record }: { record: Content }) => {
  const translate = useTranslate();
  return (
    <Stack gap={1.5} data-testid="content-file">
      <Typography variant="subtitle1">{translate('console.contents.file')}</Typography>
      <Typography variant="body2">
        {record.fileName
          ? `${record.fileName}${record.fileSize ? ` (${formatBytes(record.fileSize)})` : ''}`
          : translate('console.contents.noFile')}
      </Typography>
      {record.hasActiveContent && (
        <Alert severity="warning" data-testid="active-content-warning">
          {translate('console.contents.activeContent')}
        </Alert>
      )}
      <Stack direction="row" alignItems="center" gap={1}>
        <Typography variant="body2">{translate('console.contents.textStatus')}:</Typography>
        <TextStatusField record={record} />
      </Stack>
      <ReplaceFile record={record} />
    </Stack>
  );
};
