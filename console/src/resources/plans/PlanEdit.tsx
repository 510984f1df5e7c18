import { RecordEdit } from '../../schemaForm/RecordEdit';
import { PlanForm } from './PlanForm';

export const PlanEdit = () => (
  <RecordEdit>
    <PlanForm />
  </RecordEdit>
);
