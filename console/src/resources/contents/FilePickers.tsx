import AttachFileIcon from '@mui/icons-material/AttachFile';
import ImageIcon from '@mui/icons-material/Image';
import { Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ContentFiles } from './contentFiles';

interface FilePickersProps {
  files: ContentFiles;
  onChange: (files: ContentFiles) => void;
  /** Translation keys or server messages per picker. */
  errors: Partial<Record<keyof ContentFiles, string>>;
  isDisabled?: boolean;
}

/** The content's PDF and its optional cover image. */
export const FilePickers = ({ files, onChange, errors, isDisabled }: FilePickersProps) => (
  <Stack gap={2} sx={{ my: 2 }}>
    <Picker
      name="file"
      accept="application/pdf,.pdf"
      icon={<AttachFileIcon />}
      file={files.file}
      error={errors.file}
      isDisabled={isDisabled}
      onPick={(file) => onChange({ ...files, file })}
    />
    <Picker
      name="cover"
      accept="image/png,image/jpeg,image/gif,image/webp"
      icon={<ImageIcon />}
      file={files.cover}
      error={errors.cover}
      isDisabled={isDisabled}
      onPick={(cover) => onChange({ ...files, cover })}
    />
  </Stack>
);

interface PickerProps {
  name: keyof ContentFiles;
  accept: string;
  icon: React.ReactNode;
  file: File | null;
  error?: string;
  isDisabled?: boolean;
  onPick: (file: File | null) => void;
}

const Picker = ({ name, accept, icon, file, error, isDisabled, onPick }: PickerProps) => {
  const translate = useTranslate();
  return (
    <div>
      <Stack direction="row" alignItems="center" gap={2}>
        <Button variant="outlined" component="label" startIcon={icon} disabled={isDisabled}>
          {translate(`console.contents.pick.${name}`)}
          <input
            hidden
            type="file"
            name={name}
            accept={accept}
            data-testid={`content-${name}-input`}
            onChange={(event) => onPick(event.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2" color={file ? 'textPrimary' : 'textSecondary'}>
          {file
            ? `${file.name} (${formatBytes(file.size)})`
            : translate(`console.contents.pick.${name}None`)}
        </Typography>
      </Stack>
      {error && <FormHelperText error>{translate(error, { _: error })}</FormHelperText>}
    </div>
  );
};

/** 1.2 MB, 340 KB: sizes as people read them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
