import type { PlanChangeQuote } from '@hondana/schemas/contracts';
import { useTranslation } from '../../i18n/useTranslation';
import { day, yen } from './money';

const sentences = {
  UPGRADE: 'planChange.confirmUpgrade',
  SCHEDULED: 'planChange.confirmScheduled',
  IMMEDIATE: 'planChange.confirmImmediate',
} as const;

/** What the chosen change does, in one sentence with the server's figures, then confirm. */
export function PlanChangeConfirm({
  quote,
  isBusy,
  onBack,
  onConfirm,
}: {
  quote: PlanChangeQuote;
  isBusy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="hd-plan-change__confirm">
      <h3>{t('planChange.confirmTitle', { plan: quote.planName })}</h3>
      <p data-kind={quote.kind}>
        {t(sentences[quote.kind], {
          plan: quote.planName,
          amount: yen(quote.today.total),
          base: yen(quote.today.base),
          tax: yen(quote.today.tax),
          date: day(quote.next.at, i18n.language),
          next: yen(quote.next.charge.total),
        })}
      </p>
      <div className="hd-modal__actions">
        <button type="button" className="hd-button hd-button--outline" onClick={onBack}>
          {t('planChange.back')}
        </button>
        <button
          type="button"
          className="hd-button"
          data-action="plan-change-confirm"
          disabled={isBusy}
          onClick={onConfirm}
        >
          {t('planChange.confirm')}
        </button>
      </div>
    </div>
  );
}
