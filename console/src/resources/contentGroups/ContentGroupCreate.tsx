import { Create } from 'react-admin';
import { ContentGroupForm } from './ContentGroupForm';

export const ContentGroupCreate = () => (
  <Create redirect="list">
    <ContentGroupForm />
  </Create>
);
