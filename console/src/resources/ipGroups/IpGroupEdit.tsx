import { RecordEdit } from '../../schemaForm/RecordEdit';
import { DeleteActions } from '../shared/ConfirmDeleteButton';
import { IpGroupForm } from './IpGroupForm';

export const IpGroupEdit = () => (
  <RecordEdit actions={<DeleteActions />}>
    <IpGroupForm />
  </RecordEdit>
);
