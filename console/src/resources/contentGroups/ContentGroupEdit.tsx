import { Edit, useRecordContext } from 'react-admin';
import type { ContentGroup } from './contentGroup';
import { ContentGroupForm } from './ContentGroupForm';

/** The form starts once the record is there, so its state is initialised from it. */
const LoadedContentGroupForm = () => {
  const record = useRecordContext<ContentGroup>();
  return record ? <ContentGroupForm key={String(record.id)} /> : null;
};

export const ContentGroupEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <LoadedContentGroupForm />
  </Edit>
);
