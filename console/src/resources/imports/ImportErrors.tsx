import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { JobLog } from '@hondana/schemas/contracts';

/** The refused rows with their line in the file (the header is line 1). */
export const ImportErrors = ({ errors }: { errors: JobLog[] }) => {
  const translate = useTranslate();
  if (errors.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2">{translate('console.imports.badRows')}</Typography>
      <Table size="small" data-testid="import-errors">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 100 }}>{translate('console.imports.line')}</TableCell>
            <TableCell>{translate('console.imports.problem')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {errors.map((error, index) => (
            <TableRow key={`${error.line}-${index}`}>
              <TableCell>{error.line ?? '—'}</TableCell>
              <TableCell>{error.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};
