import { Create } from 'react-admin';
import { UserForm } from './UserForm';

export const UserCreate = () => (
  <Create redirect="list">
    <UserForm isCreate />
  </Create>
);
