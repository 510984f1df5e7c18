import { Create } from 'react-admin';
import { UserGroupForm } from './UserGroupForm';

export const UserGroupCreate = () => (
  <Create redirect="list">
    <UserGroupForm />
  </Create>
);
