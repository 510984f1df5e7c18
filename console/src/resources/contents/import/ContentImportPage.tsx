import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Button,
  Card,
  CardContent,
  FormHelperText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { CsvFilePicker } from '../../../upload/CsvFilePicker';
import { sendForm } from '../../../upload/sendForm';
import { uploadFailureOf } from '../../../upload/uploadOutcome';
import { checkCsvFile } from './checkCsvFile';
import { contentImportUrl } from './importJob';
import { ImportProgress } from './ImportProgress';
import { useImportJob } from './useImportJob';

/**
 * The content CSV import: the year check runs in the browser first (the server repeats it),
 * then the file is queued as a job whose progress the page follows.
 */
export const ContentImportPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [year, setYear] = useState(String(new Date().getFullYear()));
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useImportJob(jobId);

  const start = async () => {
    if (!file) {
      setProblem('validate.file.required');
      return;
    }
    const found = checkCsvFile(file.name, await file.text(), Number(year));
    setProblem(found);
    if (found) return;
    const form = new FormData();
    form.append('year', year);
    form.append('file', file);
    setIsSending(true);
    const response = await sendForm('POST', contentImportUrl(), form, () => undefined);
    setIsSending(false);
    const failure = uploadFailureOf(response);
    if (failure) {
      setProblem(failure.fieldErrors.file ?? null);
      notify(`api.error.${failure.code}`, {
        type: 'error',
        messageArgs: { _: failure.message ?? translate('api.error.unknown') },
      });
      return;
    }
    setJobId((response.body as { id: string }).id);
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('console.contentImport.title')} />
      <CardContent>
        <Stack gap={2} sx={{ maxWidth: 720 }}>
          <Typography variant="body2">{translate('console.contentImport.help')}</Typography>
          <TextField
            label={translate('console.contentImport.year')}
            value={year}
            type="number"
            onChange={(event) => setYear(event.target.value)}
            sx={{ width: 160 }}
            inputProps={{ 'data-testid': 'import-year' }}
          />
          <CsvFilePicker
            label={translate('console.contentImport.pick')}
            file={file}
            onPick={(picked) => {
              setFile(picked);
              setProblem(null);
            }}
          />
          {problem && (
            <FormHelperText error data-testid="import-problem">
              {translate(problem, { _: problem, year })}
            </FormHelperText>
          )}
          <div>
            <Button
              variant="contained"
              data-testid="import-start"
              startIcon={<UploadFileIcon />}
              disabled={
                isSending || (job != null && job.status !== 'done' && job.status !== 'failed')
              }
              onClick={start}
            >
              {translate('console.contentImport.start')}
            </Button>
          </div>
          {job && <ImportProgress job={job} />}
        </Stack>
      </CardContent>
    </Card>
  );
};
