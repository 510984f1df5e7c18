import { TopToolbar } from 'react-admin';
import { RecordEdit } from '../../schemaForm/RecordEdit';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { DeliveriesPanel } from './DeliveriesPanel';
import { RotateSecretButton } from './RotateSecretButton';
import { WebhookEndpointForm } from './WebhookEndpointForm';

const actions = (
  <TopToolbar>
    <RotateSecretButton />
    <ConfirmDeleteButton />
  </TopToolbar>
);

export const WebhookEndpointEdit = () => (
  <RecordEdit actions={actions}>
    <WebhookEndpointForm />
    <DeliveriesPanel />
  </RecordEdit>
);
