import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig, useIsOpenType } from '../../config/configContext';
import { ModalDialog } from '../login/ModalDialog';
import { useSession } from '../session/sessionContext';
import { viewOnlineUrl } from './viewOnline';

/**
 * Spec §4 viewing a book: signed-in readers and OPEN_TYPE tenants open the viewer in a new tab;
 * anyone else signs in first and the book opens afterwards. A blocked popup asks again
 * (label.confirmViewNewTab) with a link the reader clicks.
 */
export function useOpenBook() {
  const { t } = useTranslation();
  const { basePath, preview } = useConfig();
  const isOpenType = useIsOpenType();
  const { status, requireLogin } = useSession();
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);

  const open = useCallback(
    (contentId: string, contentGroupId?: string) => {
      if (preview) return;
      const url = viewOnlineUrl(window.location.origin, basePath, contentId, contentGroupId);
      const show = () => {
        const tab = window.open(url, '_blank');
        if (tab) tab.opener = null;
        else setBlockedUrl(url);
      };
      if (status === 'authenticated' || isOpenType) show();
      else requireLogin(show);
    },
    [preview, basePath, status, isOpenType, requireLogin],
  );

  const dialog = blockedUrl && (
    <ModalDialog title={t('label.confirmViewNewTab')} onClose={() => setBlockedUrl(null)}>
      <p>
        <a
          href={blockedUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="hd-button"
          onClick={() => setBlockedUrl(null)}
        >
          {t('content.viewInNewTab')}
        </a>
      </p>
    </ModalDialog>
  );
  return { open, dialog };
}
