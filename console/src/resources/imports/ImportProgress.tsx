import { isJobFinished, type ImportJobDetail } from '@hondana/schemas/contracts';
import { Alert, Box, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { ImportErrors } from './ImportErrors';
import { importLogUrl } from './importJob';

/** How often a running import is asked for its progress. */
const POLL_MS = 500;

/** Live progress of one import, then its summary, the refused rows and the log download. */
export const ImportProgress = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const { data: job } = useGetOne<ImportJobDetail>(
    'imports',
    { id },
    { refetchInterval: (query) => (isJobFinished(query.state.data?.status) ? false : POLL_MS) },
  );
  if (!job) return <LinearProgress />;
  const counts = job.result ?? {};
  return (
    <Stack spacing={2} data-testid="import-progress" data-status={job.status}>
      <Typography variant="subtitle1">
        {job.fileName} — {translate(`console.imports.status.${job.status}`)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <LinearProgress
          variant="determinate"
          value={job.progress}
          sx={{ flexGrow: 1, height: 10, borderRadius: 1 }}
          aria-label={translate('console.imports.progress')}
        />
        <Typography variant="body2" sx={{ minWidth: 120 }} data-testid="import-percent">
          {job.progress} % ({job.processed} / {job.total})
        </Typography>
      </Box>
      {job.status === 'failed' && <Alert severity="error">{job.error}</Alert>}
      {job.status === 'done' && (
        <Alert severity={counts.failed ? 'warning' : 'success'}>
          {translate(`console.imports.summary.${job.type}`, {
            created: counts.created ?? 0,
            updated: counts.updated ?? 0,
            skipped: counts.skipped ?? 0,
            deleted: counts.deleted ?? 0,
            failed: counts.failed ?? 0,
          })}
        </Alert>
      )}
      <ImportErrors errors={job.errors} />
      {isJobFinished(job.status) && (
        <Link href={importLogUrl(job.id)} download data-testid="import-log">
          {translate('console.imports.downloadLog')}
        </Link>
      )}
    </Stack>
  );
};
