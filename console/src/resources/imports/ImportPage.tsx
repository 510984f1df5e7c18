import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Title, useTranslate, type HttpError } from 'react-admin';
import { CsvFilePicker } from '../../upload/CsvFilePicker';
import { ImportProgress } from './ImportProgress';
import { importProblem, startImport } from './importJob';

interface ImportPageProps {
  /** Its texts: `console.imports.{texts}.title`, `.help` and `.start`. */
  texts: 'users' | 'contents';
  /** Where the CSV goes under /api/admin (multipart `file` plus `fields`). */
  path: string;
  /** The form's other values, sent with the file; they also fill `%{…}` in problem texts. */
  fields: Record<string, string>;
  /** A check of the file before it is sent: the translation key of its problem, or null. */
  check?: (file: File) => Promise<string | null>;
  /** The inputs of `fields`, shown under the file picker. */
  children?: ReactNode;
}

/** A CSV import (users, contents): the file and its options; once queued, its live progress. */
export const ImportPage = ({ texts, path, fields, check, children }: ImportPageProps) => {
  const translate = useTranslate();
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setProblem(null);
    setJobId(null);
    const found = await check?.(file);
    if (found) return setProblem(translate(found, { ...fields, _: found }));
    setIsSending(true);
    try {
      setJobId(await startImport(path, file, fields));
    } catch (error) {
      setProblem(importProblem(error as HttpError, translate, fields));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(`console.imports.${texts}.title`)} />
      <CardContent>
        <form onSubmit={submit} noValidate>
          <Stack spacing={2} sx={{ maxWidth: 640 }}>
            <Typography variant="body2">{translate(`console.imports.${texts}.help`)}</Typography>
            <CsvFilePicker
              label={translate('console.imports.chooseFile')}
              file={file}
              emptyText={translate('console.imports.noFile')}
              startIcon={<UploadFileIcon />}
              onPick={(picked) => {
                setFile(picked);
                setProblem(null);
              }}
            />
            {children}
            {problem && (
              <Alert severity="error" data-testid="import-problem">
                {problem}
              </Alert>
            )}
            <div>
              <Button
                type="submit"
                variant="contained"
                disabled={!file || isSending}
                data-testid="import-start"
              >
                {translate(`console.imports.${texts}.start`)}
              </Button>
            </div>
          </Stack>
        </form>
        {jobId && (
          <Stack sx={{ mt: 3 }}>
            <ImportProgress id={jobId} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
