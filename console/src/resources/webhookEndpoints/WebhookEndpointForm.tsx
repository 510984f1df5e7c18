import { RecordSchemaForm } from '../../schemaForm/RecordSchemaForm';

export const WebhookEndpointForm = () => <RecordSchemaForm schemaName="webhookEndpoint" />;
