import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';

/** The signing secret, shown this once: the server never answers it again. */
export const SecretDialog = ({ secret, onClose }: { secret: string; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="secret-dialog-title">
      <DialogTitle id="secret-dialog-title">
        {translate('console.webhooks.secretTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('console.webhooks.secretHelp')}
        </DialogContentText>
        <TextField
          value={secret}
          fullWidth
          label={translate('console.webhooks.secret')}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void navigator.clipboard?.writeText(secret)}>
          {translate('console.webhooks.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('console.webhooks.saved')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
