import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { fetchUtils, type HttpError } from 'react-admin';
import { apiUrl } from '../providers/httpClient';
import { i18nProvider } from '../providers/i18nProvider';
import { setSelectedTenant } from '../providers/tenantStore';

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
      const { json } = await fetchUtils.fetchJson(`${apiUrl}/auth/password`, {
        method: 'POST',
        body: JSON.stringify({ token, password }),
        headers: new Headers({ 'Accept-Language': i18nProvider.getLocale() }),
      });
      setIsDone(true);
      // The new admin has just proven the mailbox and chosen the password: straight in, rather
      // than retyping both on the sign-in page (which stays the way if this fails).
      if (await signIn(String((json as { email?: string }).email ?? ''), password)) {
        window.location.assign('/admin/');
      }
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

/** Signs in with the password just set; false when it could not (the page offers the link). */
async function signIn(email: string, password: string): Promise<boolean> {
  if (!email) return false;
  try {
    await fetchUtils.fetchJson(`${apiUrl}/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ login: email, password }),
      credentials: 'include',
    });
    // A tenant chosen by another admin on this browser is not this admin's.
    setSelectedTenant(null);
    return true;
  } catch {
    return false;
  }
}

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
