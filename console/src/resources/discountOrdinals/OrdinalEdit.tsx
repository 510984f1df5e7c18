import { RecordEdit } from '../../schemaForm/RecordEdit';
import { OrdinalForm } from './OrdinalForm';

export const OrdinalEdit = () => (
  <RecordEdit>
    <OrdinalForm />
  </RecordEdit>
);
