import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { importLogUrl, isFinished, type ImportJob } from './importJob';

/** The running import: its progress, then its outcome, refused rows and the log. */
export const ImportProgress = ({ job }: { job: ImportJob }) => {
  const translate = useTranslate();
  const isDone = isFinished(job);
  return (
    <Stack gap={2} data-testid="import-progress" data-status={job.status}>
      <Stack direction="row" alignItems="center" gap={2}>
        <LinearProgress
          variant="determinate"
          value={isDone ? 100 : job.progress}
          color={job.status === 'failed' ? 'error' : 'primary'}
          sx={{ flex: 1 }}
        />
        <Typography variant="body2">{isDone ? 100 : job.progress} %</Typography>
      </Stack>
      <Typography variant="body2">
        {translate(`console.contentImport.status.${job.status}`)}
      </Typography>
      {job.status === 'done' && job.result && (
        <Alert severity={job.result.failed ? 'warning' : 'success'}>
          {translate('console.contentImport.summary', {
            created: job.result.created ?? 0,
            updated: job.result.updated ?? 0,
            failed: job.result.failed ?? 0,
          })}
        </Alert>
      )}
      {job.status === 'failed' && <Alert severity="error">{job.error}</Alert>}
      {job.errors.length > 0 && (
        <Table size="small" data-testid="import-errors">
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.contentImport.line')}</TableCell>
              <TableCell>{translate('console.contentImport.problem')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {job.errors.map((entry, index) => (
              <TableRow key={`${entry.line}-${index}`}>
                <TableCell>{entry.line}</TableCell>
                <TableCell>{entry.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {isDone && (
        <div>
          <Button href={importLogUrl(job.id)} startIcon={<DownloadIcon />} variant="outlined">
            {translate('console.contentImport.log')}
          </Button>
        </div>
      )}
    </Stack>
  );
};
