import UploadIcon from '@mui/icons-material/Upload';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Content } from './content';
import { checkContentFiles, type ContentFiles } from './contentFiles';
import { FilePickers } from './FilePickers';
import { useContentUpload } from './useContentUpload';

/** A new PDF (and cover) for the same content: its id, groups and links stay. */
export const ReplaceFile = ({ record }: { record: Content }) => {
  const translate = useTranslate();
  const upload = useContentUpload();
  const [files, setFiles] = useState<ContentFiles>({ file: null, cover: null });
  const [errors, setErrors] = useState<Partial<Record<keyof ContentFiles, string>>>({});
  const [isUploading, setIsUploading] = useState(false);

  const replace = async () => {
    const problems = checkContentFiles(files);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setIsUploading(true);
    const failure = await upload(files, { id: record.id });
    setIsUploading(false);
    if (failure) setErrors({ file: failure.fieldErrors.file, cover: failure.fieldErrors.cover });
    else setFiles({ file: null, cover: null });
  };

  return (
    <Stack>
      <FilePickers files={files} onChange={setFiles} errors={errors} isDisabled={isUploading} />
      <div>
        <Button
          variant="contained"
          startIcon={<UploadIcon />}
          disabled={!files.file || isUploading}
          onClick={replace}
        >
          {translate('console.contents.replace')}
        </Button>
      </div>
    </Stack>
  );
};
