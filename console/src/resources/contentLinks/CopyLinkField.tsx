import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';

/** The link's address, shortened, with a button that copies it whole (the list's row click edits). */
export const CopyLinkField = (_props: { source: 'url'; label?: string }) => {
  const record = useRecordContext<{ url: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  if (!record?.url) return null;
  const copy = async (event: React.MouseEvent) => {
    event.stopPropagation();
    await navigator.clipboard.writeText(record.url);
    notify('console.contentLinks.copied', { type: 'info' });
  };
  return (
    <Stack direction="row" alignItems="center" gap={0.5}>
      <Typography variant="body2" noWrap sx={{ maxWidth: 220 }} title={record.url}>
        {record.url}
      </Typography>
      <Tooltip title={translate('console.contentLinks.copy')}>
        <IconButton
          size="small"
          aria-label={translate('console.contentLinks.copy')}
          onClick={copy}
          data-testid="copy-link"
        >
          <ContentCopyIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
};
