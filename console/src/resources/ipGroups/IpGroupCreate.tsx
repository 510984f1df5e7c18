import { Create } from 'react-admin';
import { IpGroupForm } from './IpGroupForm';

export const IpGroupCreate = () => (
  <Create redirect="list">
    <IpGroupForm />
  </Create>
);
