import { RecordEdit } from '../../schemaForm/RecordEdit';
import { DeleteActions } from '../shared/ConfirmDeleteButton';
import { PlanForm } from './PlanForm';

export const PlanEdit = () => (
  <RecordEdit actions={<DeleteActions />}>
    <PlanForm />
  </RecordEdit>
);
