import { TopToolbar } from 'react-admin';
import { RecordEdit } from '../../schemaForm/RecordEdit';
import { ResetPasswordButton } from './ResetPasswordButton';
import { UserForm } from './UserForm';

const EditActions = () => (
  <TopToolbar>
    <ResetPasswordButton />
  </TopToolbar>
);

export const UserEdit = () => (
  <RecordEdit actions={<EditActions />}>
    <UserForm isCreate={false} />
  </RecordEdit>
);
