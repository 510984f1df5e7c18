import { useTranslation } from '../../i18n/useTranslation';
import { ModalDialog } from '../../shared/ui/ModalDialog';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { PlanCard } from './PlanCard';
import { TestModeBanner } from './TestModeBanner';
import { usePlans } from './usePlans';
import './subscription.css';

/** Spec 001 §2: cards are 300 px wide, 350 px when there are two plans or fewer. */
export function cardWidth(count: number): number {
  return count <= 2 ? 350 : 300;
}

/** The "purchase subscription" popup: one card per plan (those opening the group, if given). */
export function SubscriptionPopup({
  contentGroupId,
  onClose,
}: {
  contentGroupId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const plans = usePlans(contentGroupId);
  return (
    <ModalDialog title={t('subscription.popupTitle')} onClose={onClose} size="large">
      <TestModeBanner />
      <div className="hd-plans">
        {plans === null && <PageSpinner />}
        {plans?.length === 0 && <p>{t('subscription.noPlans')}</p>}
        {plans?.map((plan) => (
          <PlanCard key={plan.id} plan={plan} width={cardWidth(plans.length)} />
        ))}
      </div>
    </ModalDialog>
  );
}
