import { RecordEdit } from '../../schemaForm/RecordEdit';
import { DeleteActions } from '../ConfirmDeleteButton';
import { PlanForm } from './PlanForm';

export const PlanEdit = () => (
  <RecordEdit actions={<DeleteActions />}>
    <PlanForm />
  </RecordEdit>
);
