import type { WebhookEndpoint } from '@hondana/schemas/contracts';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { ActionDialog } from '../subscribers/ActionDialog';
import { SecretDialog } from './SecretDialog';
import { rotateSecret } from './webhookActions';

/** A new signing secret, after a confirmation; the old one signs beside it for a day. */
export const RotateSecretButton = () => {
  const record = useRecordContext<WebhookEndpoint>();
  const translate = useTranslate();
  const [isAsking, setIsAsking] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  if (!record) return null;
  return (
    <>
      <Button size="small" onClick={() => setIsAsking(true)}>
        {translate('console.webhooks.rotate')}
      </Button>
      {isAsking && (
        <ActionDialog
          title={translate('console.webhooks.rotate')}
          text={translate('console.webhooks.rotateHelp')}
          confirmLabel={translate('console.webhooks.rotate')}
          doneMessage="console.webhooks.rotated"
          onConfirm={async () => setSecret(await rotateSecret(String(record.id)))}
          onClose={() => setIsAsking(false)}
        />
      )}
      {secret && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
    </>
  );
};
