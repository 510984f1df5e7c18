import { Edit, TopToolbar, useRecordContext } from 'react-admin';
import { ResetPasswordButton } from './ResetPasswordButton';
import { UserForm } from './UserForm';

/** The form starts once the record is there, so its state is initialised from it. */
const LoadedForm = () => {
  const record = useRecordContext();
  return record ? <UserForm key={String(record.id)} isCreate={false} /> : null;
};

const EditActions = () => (
  <TopToolbar>
    <ResetPasswordButton />
  </TopToolbar>
);

export const UserEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" actions={<EditActions />}>
    <LoadedForm />
  </Edit>
);
