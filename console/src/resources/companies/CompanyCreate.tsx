import { Create } from 'react-admin';
import { CompanyForm } from './CompanyForm';

export const CompanyCreate = () => (
  <Create redirect="list">
    <CompanyForm />
  </Create>
);
