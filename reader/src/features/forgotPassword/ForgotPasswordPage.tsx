import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useIsOpenType, useSettings } from '../../config/configContext';
import { RequestResetForm } from './RequestResetForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import '../login/login.css';

/**
 * /forget-password: asks for the account identity and requests a reset mail; after that it
 * confirms with ?sent=true&email=…; the mailed link (?token=…) sets a new password.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { company } = useSettings();
  const isOpenType = useIsOpenType();
  const [params] = useSearchParams();
  if (isOpenType) return <Navigate to="/" replace />;
  const token = params.get('token');
  if (!company.activeForgotPassword && !token) return <Navigate to="/login" replace />;

  return (
    <div className="hd-login">
      <div className="hd-login__card">
        <h1 className="hd-login__title">
          {token ? t('forgotPassword.resetTitle') : t('forgotPassword.title')}
        </h1>
        {token ? (
          <ResetPasswordForm token={token} />
        ) : params.get('sent') === 'true' ? (
          <p role="status" className="hd-login__description">
            {t('forgotPassword.sent', { email: params.get('email') ?? '' })}
          </p>
        ) : (
          <RequestResetForm />
        )}
        <Link to="/login" className="hd-login__forgot">
          {t('forgotPassword.backToLogin')}
        </Link>
      </div>
    </div>
  );
}
