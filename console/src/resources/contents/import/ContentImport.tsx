import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ImportPage } from '../../imports/ImportPage';
import { checkCsvFile } from './checkCsvFile';

/**
 * The content CSV import: the year check runs in the browser first (the server repeats it),
 * then the file is queued as an import job.
 */
export const ContentImport = () => {
  const translate = useTranslate();
  const [year, setYear] = useState(String(new Date().getFullYear()));
  return (
    <ImportPage
      texts="contents"
      path="contents/import"
      fields={{ year }}
      check={async (file) => checkCsvFile(file.name, await file.text(), Number(year))}
    >
      <TextField
        label={translate('console.imports.contents.year')}
        value={year}
        type="number"
        onChange={(event) => setYear(event.target.value)}
        sx={{ width: 160 }}
        inputProps={{ 'data-testid': 'import-year' }}
      />
    </ImportPage>
  );
};
