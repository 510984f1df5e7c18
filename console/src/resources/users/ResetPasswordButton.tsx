import { MIN_PASSWORD } from '@hondana/schemas/contracts';
import LockResetIcon from '@mui/icons-material/LockReset';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { HttpError } from 'react-admin';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { resetUserPassword, type AdminUser } from './userActions';

/** Opens a dialog where the admin sets a new password for the reader. */
export const ResetPasswordButton = () => {
  const record = useRecordContext<AdminUser>();
  const translate = useTranslate();
  const [isOpen, setIsOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<LockResetIcon />}
        onClick={(event) => {
          event.stopPropagation();
          setIsOpen(true);
        }}
      >
        {translate('console.users.resetPassword')}
      </Button>
      {isOpen && <ResetPasswordDialog user={record} onClose={() => setIsOpen(false)} />}
    </>
  );
};

const ResetPasswordDialog = ({ user, onClose }: { user: AdminUser; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD) {
      setProblem(translate('validation.minLength', { limit: MIN_PASSWORD }));
      return;
    }
    setIsSaving(true);
    try {
      await resetUserPassword(user.id, password);
      notify('console.users.passwordReset', { type: 'success' });
      onClose();
    } catch (error) {
      const fieldError = (error as HttpError).body?.errors?.password;
      setProblem(String(fieldError ?? (error as Error).message));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      onClick={(event) => event.stopPropagation()}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('console.users.resetPassword')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('console.users.resetPasswordHelp', {
              name: user.email ?? user.username ?? user.fullName,
            })}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            type="password"
            name="new-password"
            autoComplete="new-password"
            label={translate('console.users.newPassword')}
            value={password}
            error={problem != null}
            helperText={problem ?? translate('console.users.passwordHelp', { min: MIN_PASSWORD })}
            onChange={(event) => {
              setPassword(event.target.value);
              setProblem(null);
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isSaving || !password}>
            {translate('console.users.setPassword')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
