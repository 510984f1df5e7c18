import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { diffPaths } from './diffPaths';

interface VersionDiffProps {
  version: Record<string, unknown>;
  current: Record<string, unknown> | undefined;
}

const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

/** Read-only: what this version would change compared with the live settings, then its JSON. */
export const VersionDiff = ({ version, current }: VersionDiffProps) => {
  const translate = useTranslate();
  const changes = diffPaths(current ?? {}, version);
  return (
    <Box sx={{ px: 2, pb: 2 }} data-testid="version-diff">
      {changes.length === 0 ? (
        <Typography variant="body2">{translate('console.history.same')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.history.field')}</TableCell>
              <TableCell>{translate('console.history.live')}</TableCell>
              <TableCell>{translate('console.history.thisVersion')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map((change) => (
              <TableRow key={change.path}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{change.path}</TableCell>
                <TableCell sx={{ color: 'error.main', wordBreak: 'break-all' }}>
                  {show(change.before)}
                </TableCell>
                <TableCell sx={{ color: 'success.main', wordBreak: 'break-all' }}>
                  {show(change.after)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Box
        component="pre"
        sx={{
          mt: 1,
          p: 1,
          bgcolor: 'action.hover',
          fontSize: 12,
          maxHeight: 240,
          overflow: 'auto',
        }}
      >
        {JSON.stringify(version, null, 2)}
      </Box>
    </Box>
  );
};
