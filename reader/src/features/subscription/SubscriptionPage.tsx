import { useCallback, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import type { Page } from '@hondana/schemas/contracts';
import { useApi } from '../../api/apiContext';
import { useSettings } from '../../config/configContext';
import { ModalDialog } from '../../shared/ui/ModalDialog';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { useToast } from '../toast/toastContext';
import { day, yen } from './money';
import { PayRenewalButton } from './PayRenewalButton';
import { PlanChangeAction } from './PlanChangeAction';
import { ScheduledChangeNote } from './ScheduledChangeNote';
import { StoredCardPanel } from './StoredCardPanel';
import type { Subscription } from './types';
import './subscription.css';

/** /subscription: the reader's registered plans, next billing date and cancel (spec 001 §2). */
export default function SubscriptionPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const [rows, setRows] = useState<Subscription[] | null>(null);
  const [cancelling, setCancelling] = useState<Subscription | null>(null);
  // Counts cancels: the card panel is built again, as a cancel may make the card removable.
  const [cancels, setCancels] = useState(0);
  const { company } = useSettings();
  // Spec 001 §9: the subscription page reloads with size 100.
  const reload = useCallback(async () => {
    try {
      const page = await api<Page<Subscription>>('GET', '/subscription-plan/user/registered/page', {
        query: { page: 1, size: 100 },
      });
      setRows(page.content);
    } catch (error) {
      toast.notifyApiError(error);
      setRows([]);
    }
  }, [api, toast]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const cancel = async (subscription: Subscription) => {
    setCancelling(null);
    try {
      await api('DELETE', `/subscription-plan/user/cancel/registered/${subscription.id}`);
      toast.notify('success', 'subscription.cancelled');
      await reload();
      setCancels((count) => count + 1);
    } catch (error) {
      toast.notifyApiError(error);
    }
  };

  // Spec 001 §2: the page exists only where the company shows subscription status.
  if (!company.showSubscriptionStatus) return <Navigate to="/404" replace />;
  if (!rows) return <PageSpinner />;
  return (
    <div className="hd-subscriptions">
      <h1>{t('subscription.listTitle')}</h1>
      {rows.length === 0 ? (
        <p>{t('subscription.none')}</p>
      ) : (
        <div className="hd-subscriptions__scroll">
          <table>
            <thead>
              <tr>
                <th>{t('subscription.plan')}</th>
                <th>{t('subscription.status')}</th>
                <th>{t('subscription.amount')}</th>
                <th>{t('subscription.registeredDate')}</th>
                <th>{t('subscription.nextBilling')}</th>
                <th>{t('subscription.usageEnd')}</th>
                <th>
                  <span className="hd-visually-hidden">{t('subscription.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-subscription={row.subscriptionPlanId}>
                  <td className="hd-subscriptions__plan">
                    {row.subscriptionPlanName}
                    <ScheduledChangeNote subscription={row} onChanged={() => void reload()} />
                  </td>
                  <td data-label={t('subscription.status')} data-status={row.status}>
                    {t(`subscription.statuses.${row.status}`)}
                  </td>
                  <td data-label={t('subscription.amount')}>
                    {row.amount === null ? '—' : yen(row.amount)}
                  </td>
                  <td data-label={t('subscription.registeredDate')}>
                    {day(row.registeredDate, i18n.language)}
                  </td>
                  <td data-label={t('subscription.nextBilling')} data-next-billing>
                    {isRenewing(row)
                      ? day(row.nextBillingDate, i18n.language)
                      : t('subscription.noFurtherCharge')}
                  </td>
                  <td data-label={t('subscription.usageEnd')}>
                    {day(row.usageEndDate, i18n.language)}
                  </td>
                  <td className="hd-subscriptions__actions">
                    {row.status === 'PAST_DUE' && row.orderId && (
                      <PayRenewalButton orderId={row.orderId} />
                    )}
                    {isRenewing(row) && (
                      <button
                        type="button"
                        className="hd-button hd-button--outline"
                        data-action="cancel-subscription"
                        onClick={() => setCancelling(row)}
                      >
                        {t('subscription.cancel')}
                      </button>
                    )}
                    <PlanChangeAction subscription={row} onChanged={() => void reload()} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cancelling && (
        <ModalDialog title={t('subscription.cancel')} onClose={() => setCancelling(null)}>
          <p>{t('subscription.cancelConfirm')}</p>
          <div className="hd-modal__actions">
            <button
              type="button"
              className="hd-button hd-button--outline"
              onClick={() => setCancelling(null)}
            >
              {t('subscription.keep')}
            </button>
            <button
              type="button"
              className="hd-button hd-button--danger"
              data-action="confirm-cancel"
              onClick={() => void cancel(cancelling)}
            >
              {t('subscription.cancel')}
            </button>
          </div>
        </ModalDialog>
      )}
      <StoredCardPanel key={cancels} />
    </div>
  );
}

/** Active or past due: it renews and charges the card; cancelled or refunded: no more charge. */
function isRenewing(row: Subscription): boolean {
  return row.status === 'ACTIVE' || row.status === 'PAST_DUE';
}
