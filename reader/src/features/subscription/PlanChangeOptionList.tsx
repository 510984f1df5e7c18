import type { PlanChangeQuote } from '@hondana/schemas/contracts';
import { useTranslation } from '../../i18n/useTranslation';
import { day, yen } from './money';

/** Each plan the reader may change to, with what it costs today and from when what. */
export function PlanChangeOptionList({
  quotes,
  onChoose,
}: {
  quotes: PlanChangeQuote[];
  onChoose: (quote: PlanChangeQuote) => void;
}) {
  const { t, i18n } = useTranslation();
  if (quotes.length === 0) return <p>{t('planChange.none')}</p>;
  return (
    <ul className="hd-plan-change__options">
      {quotes.map((quote) => (
        <li key={quote.planId} className="hd-plan-change__option" data-plan-change={quote.planId}>
          <strong>{quote.planName}</strong>
          <span data-kind={quote.kind}>
            {t(`planChange.kinds.${quote.kind}`, {
              date: day(quote.effectiveAt, i18n.language),
            })}
          </span>
          <span data-today={quote.today.total}>
            {t('planChange.today', { amount: yen(quote.today.total) })}
          </span>
          <span>
            {t('planChange.next', {
              date: day(quote.next.at, i18n.language),
              amount: yen(quote.next.charge.total),
            })}
          </span>
          <button
            type="button"
            className="hd-button hd-button--outline"
            onClick={() => onChoose(quote)}
          >
            {t('planChange.choose')}
          </button>
        </li>
      ))}
    </ul>
  );
}
