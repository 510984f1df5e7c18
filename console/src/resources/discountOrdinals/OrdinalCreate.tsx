import { Create } from 'react-admin';
import { OrdinalForm } from './OrdinalForm';

export const OrdinalCreate = () => (
  <Create redirect="list">
    <OrdinalForm />
  </Create>
);
