import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { HttpError } from 'react-admin';
import { Title, useTranslate } from 'react-admin';
import { CsvFilePicker } from '../../upload/CsvFilePicker';
import { ImportProgress } from './ImportProgress';
import { importModes, importProblem, startUserImport, type ImportMode } from './importJob';
import { useDefaultImportMode } from './useDefaultImportMode';

/** "Import users": a CSV and a mode; once queued, the import's live progress. */
export const ImportUsers = () => {
  const translate = useTranslate();
  const defaultMode = useDefaultImportMode();
  const [file, setFile] = useState<File | null>(null);
  const [chosenMode, setChosenMode] = useState<ImportMode>();
  const [jobId, setJobId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const mode = chosenMode ?? defaultMode ?? 'IGNORE_EXISTING';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem(translate('console.imports.chooseFile'));
    setIsSending(true);
    setProblem(null);
    setJobId(null);
    try {
      setJobId(await startUserImport(file, mode));
    } catch (error) {
      setProblem(importProblem(error as HttpError, translate));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('console.imports.importUsers')} />
      <CardContent>
        <form onSubmit={submit} noValidate>
          <Stack spacing={2} sx={{ maxWidth: 640 }}>
            <Typography variant="body2">{translate('console.imports.help')}</Typography>
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
            <FormControl>
              <FormLabel id="import-mode">{translate('console.imports.mode')}</FormLabel>
              <RadioGroup
                aria-labelledby="import-mode"
                name="mode"
                value={mode}
                onChange={(event) => setChosenMode(event.target.value as ImportMode)}
              >
                {importModes.map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={<Radio />}
                    label={translate(`enums.${value}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
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
                {translate('console.imports.start')}
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
