import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../api/apiContext';
import { useConfig, useIsOpenType, useSettings } from '../../config/configContext';
import { ModalDialog } from '../login/ModalDialog';
import { useSession } from '../session/sessionContext';
import { tenantQueryOf } from '../session/tenantKey';
import { useToast } from '../toast/toastContext';
import { downloadBook } from '../viewer/downloadBook';
import { viewerCalls } from '../viewer/viewerApi';
import { SubscriptionPopup } from '../subscription/SubscriptionPopup';
import { viewOnlineUrl } from './viewOnline';

/** The content answer's plan marks (content detail). */
export interface PlanMarks {
  isSubscriptionPlan?: boolean;
  isRegistered?: boolean;
}

/**
 * Spec §4 viewing a book: signed-in readers, OPEN_TYPE tenants and no-layout mode open the
 * viewer in a new tab (in no-layout mode a visitor signs in there, as the viewer asks);
 * anyone else signs in first and the book opens afterwards. A blocked popup asks again
 * (label.confirmViewNewTab) with a link the reader clicks. DOWNLOAD saves the stamped copy.
 */
export function useOpenBook() {
  const { t } = useTranslation();
  const { basePath, preview, apiBase, tenant } = useConfig();
  const isOpenType = useIsOpenType();
  const { layout } = useSettings();
  const api = useApi();
  const toast = useToast();
  const { status, requireLogin, runSignedIn, accessToken } = useSession();
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const [planGroup, setPlanGroup] = useState<{ id?: string } | null>(null);

  const open = useCallback(
    (contentId: string, contentGroupId?: string, plan?: PlanMarks) => {
      if (preview) return;
      // Spec 000 §4: a plan's content the reader does not hold opens the plans' popup instead.
      if (status === 'authenticated' && plan?.isSubscriptionPlan && !plan.isRegistered) {
        setPlanGroup({ id: contentGroupId });
        return;
      }
      const url = viewOnlineUrl(window.location.origin, basePath, contentId, contentGroupId);
      const show = () => {
        const tab = window.open(url, '_blank');
        if (tab) tab.opener = null;
        else setBlockedUrl(url);
      };
      if (status === 'authenticated' || isOpenType || layout.noLayout) show();
      else requireLogin(show);
    },
    [preview, basePath, status, isOpenType, layout.noLayout, requireLogin],
  );

  /** Download mode (spec §4): the stamped copy (contracts.md §9), signed in first. */
  const download = useCallback(
    (contentId: string) => {
      if (preview) return;
      void runSignedIn(() =>
        downloadBook({
          calls: viewerCalls(api),
          contentId,
          apiBase,
          tenantQuery: tenantQueryOf(tenant),
          accessToken,
        }).catch((error: unknown) => toast.notifyApiError(error)),
      );
    },
    [preview, runSignedIn, api, apiBase, tenant, accessToken, toast],
  );

  const popup = planGroup && (
    <SubscriptionPopup contentGroupId={planGroup.id} onClose={() => setPlanGroup(null)} />
  );
  const blocked = blockedUrl && (
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
  return { open, download, dialog: popup || blocked };
}
