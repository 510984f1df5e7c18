import { RecordSchemaForm } from '../../schemaForm/RecordSchemaForm';
import { completeGroupData } from './contentGroup';

/** Create and edit form of a content group, generated from its resource schema. */
export const ContentGroupForm = () => (
  <RecordSchemaForm schemaName="contentGroup" transform={completeGroupData} />
);
