import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { fetchUtils, type HttpError } from 'react-admin';
import { apiUrl } from '../providers/httpClient';
import { i18nProvider } from '../providers/i18nProvider';

const t = (key: string, options?: object) => i18nProvider.translate(key, options);

/**
 * Where a staff invitation or reset mail leads (`/admin/set-password?token=…`): outside the
 * signed-in console, since the new admin has no password yet.
 */
export const SetPasswordPage = () => {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeat) {
      setProblem(t('console.staff.setPassword.mismatch'));
      return;
    }
    try {
      await fetchUtils.fetchJson(`${apiUrl}/auth/password`, {
        method: 'POST',
        body: JSON.stringify({ token, password }),
        headers: new Headers({ 'Accept-Language': i18nProvider.getLocale() }),
      });
      setIsDone(true);
    } catch (error) {
      const body = (error as HttpError).body as
        { status?: number; message?: string; errors?: { password?: string } } | undefined;
      setProblem(
        body?.errors?.password ??
          t(`api.error.${body?.status ?? 'unknown'}`, { _: body?.message ?? '' }),
      );
    }
  };

  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            {t('console.staff.setPassword.title')}
          </Typography>
          {isDone ? (
            <>
              <Alert severity="success" sx={{ mb: 2 }}>
                {t('console.staff.setPassword.done')}
              </Alert>
              <Button variant="contained" href="/admin/login">
                {t('console.staff.setPassword.signIn')}
              </Button>
            </>
          ) : (
            <form onSubmit={submit} noValidate>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('console.staff.setPassword.help')}
              </Typography>
              <PasswordField
                name="password"
                label={t('console.staff.setPassword.password')}
                value={password}
                onChange={(value) => {
                  setPassword(value);
                  setProblem(null);
                }}
              />
              <PasswordField
                name="repeat"
                label={t('console.staff.setPassword.confirm')}
                value={repeat}
                onChange={(value) => {
                  setRepeat(value);
                  setProblem(null);
                }}
              />
              {problem && (
                <Alert severity="error" sx={{ mt: 1 }} role="alert">
                  {problem}
                </Alert>
              )}
              <Button
                type="submit"
                variant="contained"
                sx={{ mt: 2 }}
                disabled={!password || !repeat}
              >
                {t('console.staff.setPassword.submit')}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

interface PasswordFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

const PasswordField = ({ name, label, value, onChange }: PasswordFieldProps) => (
  <TextField
    fullWidth
    margin="dense"
    type="password"
    name={name}
    autoComplete="new-password"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
  />
);
