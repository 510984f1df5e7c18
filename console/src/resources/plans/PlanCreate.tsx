import { Create } from 'react-admin';
import { PlanForm } from './PlanForm';

export const PlanCreate = () => (
  <Create redirect="list">
    <PlanForm />
  </Create>
);
