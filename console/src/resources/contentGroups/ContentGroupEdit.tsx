import { RecordEdit } from '../../schemaForm/RecordEdit';
import { ContentGroupForm } from './ContentGroupForm';

export const ContentGroupEdit = () => (
  <RecordEdit>
    <ContentGroupForm />
  </RecordEdit>
);
