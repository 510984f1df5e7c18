import { Edit, useRecordContext } from 'react-admin';
import { IpGroupForm } from './IpGroupForm';

/** The form starts once the record is there, so its state is initialised from it. */
const LoadedForm = () => {
  const record = useRecordContext();
  return record ? <IpGroupForm key={String(record.id)} /> : null;
};

export const IpGroupEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <LoadedForm />
  </Edit>
);
