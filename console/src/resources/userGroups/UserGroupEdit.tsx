import { RecordEdit } from '../../schemaForm/RecordEdit';
import { UserGroupForm } from './UserGroupForm';

export const UserGroupEdit = () => (
  <RecordEdit>
    <UserGroupForm />
  </RecordEdit>
);
