import { Edit, useRecordContext } from 'react-admin';
import { UserGroupForm } from './UserGroupForm';

/** The form starts once the record is there, so its state is initialised from it. */
const LoadedForm = () => {
  const record = useRecordContext();
  return record ? <UserGroupForm key={String(record.id)} /> : null;
};

export const UserGroupEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <LoadedForm />
  </Edit>
);
