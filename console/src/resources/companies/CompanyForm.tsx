import { RecordSchemaForm } from '../../schemaForm/RecordSchemaForm';

/** Create and edit form of a tenant, generated from the company resource schema. */
export const CompanyForm = () => <RecordSchemaForm schemaName="company" />;
