import { RecordEdit } from '../../schemaForm/RecordEdit';
import { DeleteActions } from '../shared/ConfirmDeleteButton';
import { UserGroupForm } from './UserGroupForm';

export const UserGroupEdit = () => (
  <RecordEdit actions={<DeleteActions />}>
    <UserGroupForm />
  </RecordEdit>
);
