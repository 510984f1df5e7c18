import { RecordEdit } from '../../schemaForm/RecordEdit';
import { DeleteActions } from '../shared/ConfirmDeleteButton';
import { OrdinalForm } from './OrdinalForm';

export const OrdinalEdit = () => (
  <RecordEdit actions={<DeleteActions />}>
    <OrdinalForm />
  </RecordEdit>
);
