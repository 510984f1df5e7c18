import { CardContent, Divider } from '@mui/material';
import { Edit, useRecordContext, useSaveContext } from 'react-admin';
import { SaveToolbar } from '../../schemaForm/SaveToolbar';
import { UploadPanel } from '../../upload/UploadPanel';
import type { Content } from './content';
import { ContentFieldsForm } from './ContentFieldsForm';
import { ContentFileCard } from './ContentFileCard';

/** The form starts once the record is there, so its state is initialised from it. */
const LoadedContentForm = () => {
  const record = useRecordContext<Content>();
  const { save, saving } = useSaveContext();
  if (!record) return null;
  return (
    <>
      <CardContent>
        <ContentFileCard record={record} />
      </CardContent>
      <Divider />
      <CardContent>
        <ContentFieldsForm
          key={record.id}
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

export const ContentEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <LoadedContentForm />
  </Edit>
);
