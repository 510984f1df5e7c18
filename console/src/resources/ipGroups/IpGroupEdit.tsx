import { RecordEdit } from '../../schemaForm/RecordEdit';
import { IpGroupForm } from './IpGroupForm';

export const IpGroupEdit = () => (
  <RecordEdit>
    <IpGroupForm />
  </RecordEdit>
);
