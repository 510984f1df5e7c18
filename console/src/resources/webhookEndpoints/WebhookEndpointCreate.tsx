import { useState } from 'react';
import { Create, useRedirect } from 'react-admin';
import { SecretDialog } from './SecretDialog';
import { WebhookEndpointForm } from './WebhookEndpointForm';

/** Saving shows the new endpoint's signing secret once, then opens its page. */
export const WebhookEndpointCreate = () => {
  const redirect = useRedirect();
  const [created, setCreated] = useState<{ id: string; secret: string } | null>(null);
  return (
    <>
      <Create
        redirect={false}
        mutationOptions={{
          onSuccess: (record: { id: string; secret: string }) =>
            setCreated({ id: String(record.id), secret: String(record.secret) }),
        }}
      >
        <WebhookEndpointForm />
      </Create>
      {created && (
        <SecretDialog
          secret={created.secret}
          onClose={() => redirect('edit', 'webhook-endpoints', created.id)}
        />
      )}
    </>
  );
};
