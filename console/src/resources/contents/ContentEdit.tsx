import { CardContent, Divider } from '@mui/material';
import { useSaveContext } from 'react-admin';
import { RecordEdit } from '../../schemaForm/RecordEdit';
import { SaveToolbar } from '../../schemaForm/SaveToolbar';
import { UploadPanel } from '../../upload/UploadPanel';
import type { Content } from './content';
import { ContentFieldsForm } from './ContentFieldsForm';
import { ContentFileCard } from './ContentFileCard';

export const ContentEdit = () => (
  <RecordEdit<Content>>{(record) => <ContentEditBody record={record} />}</RecordEdit>
);

/** The file (with replace and text status) above the fields, and the upload panel. */
const ContentEditBody = ({ record }: { record: Content }) => {
  const { save, saving } = useSaveContext();
  return (
    <>
      <CardContent>
        <ContentFileCard record={record} />
      </CardContent>
      <Divider />
      <CardContent>
        <ContentFieldsForm
          record={record}
          isSaving={!!saving}
          onSubmit={async (data) => save?.(data)}
        >
          {(isDirty) => <SaveToolbar isDirty={isDirty} isSaving={!!saving} />}
        </ContentFieldsForm>
      </CardContent>
      <UploadPanel />
    </>
  );
};
