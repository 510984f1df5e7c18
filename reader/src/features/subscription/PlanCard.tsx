import { Link } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { planPrices, yen } from './money';
import { QuoteLines } from './QuoteLines';
import type { Plan } from './types';

/**
 * One plan in the popup and on its page: the regular price incl. tax (original struck through),
 * what the reader pays today and from when (the server's quote), groups, detail and buy.
 */
export function PlanCard({ plan, width }: { plan: Plan; width: number }) {
  const { t } = useTranslation();
  const { price, original } = planPrices(plan);
  const unit = plan.duration === 1 ? 'duration' : 'durationPlural';
  return (
    <article className="hd-plan" style={{ width }} data-plan={plan.id}>
      <h3 className="hd-plan__name">{plan.name}</h3>
      <p className="hd-plan__price">
        {original !== null && <s className="hd-plan__original">{yen(original)}</s>}
        <strong>{yen(price)}</strong> <span>({t('subscription.inclTax')})</span>
        {' / '}
        {t(`subscription.${unit}.${plan.durationType}`, { count: plan.duration })}
      </p>
      <QuoteLines quote={plan.quote} />
      {plan.description && <p className="hd-plan__description">{plan.description}</p>}
      <h4 className="hd-plan__groups-title">{t('subscription.groups')}</h4>
      <ul className="hd-plan__groups">
        {plan.subscriptionContentGroups.map((group) => (
          <li key={group.contentGroupId}>{group.contentGroupName}</li>
        ))}
      </ul>
      <div className="hd-plan__actions">
        <Link className="hd-button hd-button--outline" to={`/subscription/${plan.id}`}>
          {t('subscription.detail')}
        </Link>
        {plan.isRegistered ? (
          <span className="hd-plan__registered">{t('subscription.registeredMark')}</span>
        ) : (
          <Link className="hd-button" to={`/order-entry/${plan.id}`}>
            {t('subscription.purchase')}
          </Link>
        )}
      </div>
    </article>
  );
}
