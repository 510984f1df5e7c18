import { Card, CardContent } from '@mui/material';
import { useState } from 'react';
import { Title, useRedirect, useTranslate } from 'react-admin';
import { SaveToolbar } from '../../schemaForm/SaveToolbar';
import { UploadPanel } from '../../upload/UploadPanel';
import { ContentFieldsForm } from './ContentFieldsForm';
import { checkContentFiles, type ContentFiles } from './contentFiles';
import { FilePickers } from './FilePickers';
import { useContentUpload } from './useContentUpload';

/**
 * A new content is created by uploading its PDF (and cover) with the fields: one request, so
 * no content ever exists without its file. The panel shows the upload's progress.
 */
export const ContentCreate = () => {
  const translate = useTranslate();
  const redirect = useRedirect();
  const upload = useContentUpload();
  const [files, setFiles] = useState<ContentFiles>({ file: null, cover: null });
  const [fileErrors, setFileErrors] = useState<Partial<Record<keyof ContentFiles, string>>>({});
  const [isUploading, setIsUploading] = useState(false);

  const submit = async (data: Record<string, unknown>) => {
    const problems = checkContentFiles(files);
    setFileErrors(problems);
    if (Object.keys(problems).length) return undefined;
    setIsUploading(true);
    const failure = await upload(files, { data });
    setIsUploading(false);
    if (!failure) {
      redirect('list', 'contents');
      return undefined;
    }
    const { file, cover, ...fieldErrors } = failure.fieldErrors;
    setFileErrors({ file, cover });
    return fieldErrors;
  };

  return (
    <>
      <Title title={translate('console.contents.create')} />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <ContentFieldsForm onSubmit={submit} isSaving={isUploading}>
            {() => (
              <>
                <FilePickers
                  files={files}
                  onChange={(next) => {
                    setFiles(next);
                    setFileErrors({});
                  }}
                  errors={fileErrors}
                  isDisabled={isUploading}
                />
                <SaveToolbar isDirty isSaving={isUploading} />
              </>
            )}
          </ContentFieldsForm>
        </CardContent>
      </Card>
      <UploadPanel />
    </>
  );
};
