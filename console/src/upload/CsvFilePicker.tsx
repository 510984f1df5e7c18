import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface CsvFilePickerProps {
  label: string;
  file: File | null;
  /** Shown in place of the file's name while none is chosen. */
  emptyText?: string;
  startIcon?: ReactNode;
  onPick: (file: File | null) => void;
}

/** The "choose a CSV" button of an import page, with the chosen file's name beside it. */
export const CsvFilePicker = ({
  label,
  file,
  emptyText = '',
  startIcon,
  onPick,
}: CsvFilePickerProps) => (
  <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
    <Button component="label" variant="outlined" startIcon={startIcon}>
      {label}
      <input
        hidden
        type="file"
        accept=".csv,text/csv"
        data-testid="import-file"
        onChange={(event) => onPick(event.target.files?.[0] ?? null)}
      />
    </Button>
    <Typography variant="body2">{file?.name ?? emptyText}</Typography>
  </Stack>
);
