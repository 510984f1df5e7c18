import { useTranslation } from '../../i18n/useTranslation';
import { passwordProblem } from '@hondana/schemas/contracts';
import '../../shared/ui/fields.css';

export interface NewPassword {
  newPass: string;
  confirmPass: string;
}

/** Client-side checks that mirror the server's, so most mistakes never leave the page. */
export function passwordFieldErrors(values: NewPassword, isStrict: boolean) {
  const errors: Partial<Record<keyof NewPassword, string>> = {};
  const problem = passwordProblem(values.newPass, isStrict);
  if (!values.newPass) errors.newPass = 'validate.required';
  else if (problem) errors.newPass = `validate.password.${problem}`;
  if (!values.confirmPass) errors.confirmPass = 'validate.required';
  else if (values.confirmPass !== values.newPass) errors.confirmPass = 'validate.password.mismatch';
  return errors;
}

interface Props {
  idPrefix: string;
  values: NewPassword;
  errors: Partial<Record<keyof NewPassword, string>>;
  /** The server's message for the new password (policy), shown under it. */
  serverError?: string | null;
  isStrict: boolean;
  onChange: (values: Partial<NewPassword>) => void;
}

/** New password and confirmation, with the strict-policy hint (spec §5). */
export function PasswordFields({
  idPrefix,
  values,
  errors,
  serverError,
  isStrict,
  onChange,
}: Props) {
  const { t } = useTranslation();
  const fields = [
    { name: 'newPass', label: t('profile.newPassword') },
    { name: 'confirmPass', label: t('profile.confirmPassword') },
  ] as const;
  return (
    <>
      {fields.map(({ name, label }) => {
        const id = `${idPrefix}-${name}`;
        const error = errors[name] ? t(errors[name]) : name === 'newPass' ? serverError : null;
        const hasHint = Boolean(error) || name === 'newPass';
        return (
          <div key={name} className="hd-field">
            <label htmlFor={id}>{label}</label>
            <input
              id={id}
              name={name}
              type="password"
              className="hd-input"
              autoComplete="new-password"
              value={values[name]}
              aria-invalid={error ? true : undefined}
              aria-describedby={hasHint ? `${id}-hint` : undefined}
              onChange={(event) => onChange({ [name]: event.target.value })}
            />
            {error ? (
              <p id={`${id}-hint`} className="hd-field-error">
                {error}
              </p>
            ) : (
              name === 'newPass' && (
                <p id={`${id}-hint`} className="hd-field-hint">
                  {isStrict ? t('profile.passwordStrictHint') : t('profile.passwordHint')}
                </p>
              )
            )}
          </div>
        );
      })}
    </>
  );
}
