import { useCallback, useState } from 'react';
import type * as Contract from '@hondana/schemas/contracts';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../api/apiContext';
import { useConfig, useIsOpenType, useSettings } from '../../config/configContext';
import { ModalDialog } from '../../shared/ui/ModalDialog';
import { useSession } from '../../shared/session/sessionContext';
import { tenantQueryOf } from '../../shared/session/tenantKey';
import { useToast } from '../toast/toastContext';
import { downloadBook } from '../viewer/downloadBook';
import { viewerCalls } from '../viewer/viewerApi';
import { SubscriptionPopup } from '../subscription/SubscriptionPopup';
import { viewOnlineUrl } from './viewOnline';

/** The content answer's plan marks (detail, search and group page answers). */
export type PlanMarks = Partial<Contract.PlanMarks>;

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

  /**
   * Spec 000 §4: a plan's content the signed-in reader does not hold opens the plans' popup
   * instead of the viewer or the download, which the server would only refuse (issue 32).
   */
  const offersPlans = useCallback(
    (contentGroupId?: string, plan?: PlanMarks) => {
      if (status !== 'authenticated' || !plan?.isSubscriptionPlan || plan.isRegistered) {
        return false;
      }
      setPlanGroup({ id: contentGroupId });
      return true;
    },
    [status],
  );

  const open = useCallback(
    (contentId: string, contentGroupId?: string, plan?: PlanMarks) => {
      if (preview || offersPlans(contentGroupId, plan)) return;
      const url = viewOnlineUrl(window.location.origin, basePath, contentId, contentGroupId);
      const show = () => {
        const tab = window.open(url, '_blank');
        if (tab) tab.opener = null;
        else setBlockedUrl(url);
      };
      if (status === 'authenticated' || isOpenType || layout.noLayout) show();
      else requireLogin(show);
    },
    [preview, offersPlans, basePath, status, isOpenType, layout.noLayout, requireLogin],
  );

  /** Download mode (spec §4): the stamped copy (contracts.md §9), signed in first. */
  const download = useCallback(
    (contentId: string, contentGroupId?: string, plan?: PlanMarks) => {
      if (preview || offersPlans(contentGroupId, plan)) return;
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
    [preview, offersPlans, runSignedIn, api, apiBase, tenant, accessToken, toast],
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
