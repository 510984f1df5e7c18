import { Alert, Button, Card, CardContent, TextField as MuiTextField } from '@mui/material';
import { useState } from 'react';
import { Create, useRedirect, useTranslate } from 'react-admin';
import { RecordSchemaForm } from '../../schemaForm/RecordSchemaForm';

/**
 * A new token, generated from its resource schema. The server answers the token this once:
 * it is shown here until the administrator leaves, and never again.
 */
export const IntegrationTokenCreate = () => {
  const [token, setToken] = useState<string | null>(null);
  return token ? (
    <ShownOnce token={token} />
  ) : (
    <Create
      redirect={false}
      mutationOptions={{ onSuccess: (data) => setToken(String(data.token ?? '')) }}
    >
      <RecordSchemaForm schemaName="integrationToken" />
    </Create>
  );
};

const ShownOnce = ({ token }: { token: string }) => {
  const translate = useTranslate();
  const redirect = useRedirect();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('console.integrationTokens.shownOnce')}
        </Alert>
        <MuiTextField
          value={token}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'integration-token' } }}
          onFocus={(event) => event.target.select()}
        />
        <Button
          sx={{ mt: 2 }}
          variant="contained"
          onClick={() => redirect('list', 'integration-tokens')}
        >
          {translate('console.integrationTokens.done')}
        </Button>
      </CardContent>
    </Card>
  );
};
