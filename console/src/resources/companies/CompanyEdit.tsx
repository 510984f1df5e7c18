import { RecordEdit } from '../../schemaForm/RecordEdit';
import { CompanyForm } from './CompanyForm';

export const CompanyEdit = () => (
  <RecordEdit>
    <CompanyForm />
  </RecordEdit>
);
