import { useTranslation } from '../../i18n/useTranslation';
import { useSession } from '../../shared/session/sessionContext';
import { LoginForm } from './LoginForm';
import { ModalDialog } from '../../shared/ui/ModalDialog';
import './login.css';

/** The static login dialog: opened from the header and by guarded actions (spec §2, §4). */
export default function LoginDialog() {
  const { t } = useTranslation();
  const { closeLoginDialog } = useSession();
  return (
    <ModalDialog title={t('login.title')} onClose={closeLoginDialog}>
      <div className="hd-login-dialog" data-testid="login-dialog">
        <LoginForm idPrefix="hd-login-dialog" />
      </div>
    </ModalDialog>
  );
}
