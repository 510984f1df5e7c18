import { RecordEdit } from '../../schemaForm/RecordEdit';
import { DeleteActions } from '../ConfirmDeleteButton';
import { CompanyForm } from './CompanyForm';

export const CompanyEdit = () => (
  <RecordEdit actions={<DeleteActions />}>
    <CompanyForm />
  </RecordEdit>
);
