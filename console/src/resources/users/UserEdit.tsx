import { TopToolbar } from 'react-admin';
import { RecordEdit } from '../../schemaForm/RecordEdit';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { ResetPasswordButton } from './ResetPasswordButton';
import { UserForm } from './UserForm';

const EditActions = () => (
  <TopToolbar>
    <ResetPasswordButton />
    <ConfirmDeleteButton />
  </TopToolbar>
);

export const UserEdit = () => (
  <RecordEdit actions={<EditActions />}>
    <UserForm isCreate={false} />
  </RecordEdit>
);
