import { RecordEdit } from '../../schemaForm/RecordEdit';
import { DeleteActions } from '../shared/ConfirmDeleteButton';
import { CompanyForm } from './CompanyForm';

export const CompanyEdit = () => (
  <RecordEdit actions={<DeleteActions />}>
    <CompanyForm />
  </RecordEdit>
);
