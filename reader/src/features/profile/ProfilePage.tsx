import { useTranslation } from '../../i18n/useTranslation';
import { useSettings } from '../../config/configContext';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { AppPasswords } from './AppPasswords';
import { CancelAccount } from './CancelAccount';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileSettingsForm } from './ProfileSettingsForm';
import { useProfile } from './useProfile';
import '../../shared/ui/fields.css';
import './profile.css';

/** /profile: name, language, mails, password, e-mail, app passwords and, when enabled, cancellation. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { company } = useSettings();
  const { profile, reload } = useProfile();
  return (
    <div className="hd-profile">
      <h1>{t('profile.title')}</h1>
      {profile ? (
        <>
          <ProfileSettingsForm profile={profile} onSaved={reload} />
          <ChangePasswordForm userId={profile.id} />
          <ChangeEmailForm profile={profile} onSaved={reload} />
          <AppPasswords />
          {company.cancelAccount && <CancelAccount userId={profile.id} />}
        </>
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}
