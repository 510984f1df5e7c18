import { RecordSchemaForm } from '../../schemaForm/RecordSchemaForm';

export const UserGroupForm = () => <RecordSchemaForm schemaName="userGroup" />;
