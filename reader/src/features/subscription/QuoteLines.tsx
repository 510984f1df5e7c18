import type { Quote, QuoteStep } from '@hondana/schemas/contracts';
import { useTranslation } from '../../i18n/useTranslation';
import { day, yen } from './money';

/**
 * What the reader pays today, and each later price from its date, as the server quoted them
 * (nothing here computes money). The first period is today's line unless free days put it
 * later; each next line runs to the date of the one after it, the last one from its date on.
 */
export function QuoteLines({ quote }: { quote: Quote }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => day(iso, i18n.language);
  const [first] = quote.steps;
  const later = quote.freeDays > 0 ? quote.steps : quote.steps.slice(1);
  const span = t(
    `subscription.${quote.duration === 1 ? 'duration' : 'durationPlural'}.${quote.durationType}`,
    {
      count: quote.duration,
    },
  );
  return (
    <dl className="hd-quote" data-quote-today={quote.today} data-coupon={quote.couponCode ?? ''}>
      <div className="hd-quote__line hd-quote__today">
        <dt>{t('quote.today')}</dt>
        <dd>
          <strong>{yen(quote.today)}</strong> <span>({t('subscription.inclTax')})</span>
          {quote.freeDays > 0 && quote.freeUntil ? (
            <span className="hd-quote__note">
              {' '}
              {t('quote.freeUntil', { count: quote.freeDays, date: date(quote.freeUntil) })}
            </span>
          ) : (
            first && (
              <>
                {' '}
                <Discounts step={first} />
              </>
            )
          )}
        </dd>
      </div>
      {later.map((step) => {
        const next = quote.steps[quote.steps.indexOf(step) + 1];
        return (
          <div
            key={step.period}
            className="hd-quote__line"
            data-quote-step={step.period}
            data-amount={step.charge.total}
            data-from={step.from}
          >
            <dt>
              {next
                ? t('quote.between', { from: date(step.from), until: date(next.from) })
                : t('quote.from', { date: date(step.from) })}
            </dt>
            <dd>
              <strong>{yen(step.charge.total)}</strong> / {span} <Discounts step={step} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The ordinal's and the coupon's percent of a step, when it has them. */
function Discounts({ step }: { step: QuoteStep }) {
  const { t } = useTranslation();
  const notes = [
    step.ordinalPercent && t('quote.ordinalOff', { percent: step.ordinalPercent }),
    step.couponPercent && t('quote.couponOff', { percent: step.couponPercent }),
  ].filter(Boolean);
  return notes.length ? <span className="hd-quote__note">({notes.join(', ')})</span> : null;
}

/**
 * What the order pages add to the quote: when free days put the first charge later, the card
 * is charged then unless the reader cancels; when nothing is charged, no card is asked for and
 * the first later charge needs one added by then.
 */
export function QuoteNote({ quote }: { quote: Quote }) {
  const { t, i18n } = useTranslation();
  const [first] = quote.steps;
  if (!first) return null;
  if (quote.isCardRequired && quote.today === 0) {
    const values = { amount: yen(first.charge.total), date: day(first.from, i18n.language) };
    return <p className="hd-quote__notice">{t('quote.cardLater', values)}</p>;
  }
  const charged = quote.steps.find((step) => step.charge.total > 0);
  if (quote.isCardRequired || !charged) return null;
  return (
    <p className="hd-quote__notice">
      {t('quote.noCard', { date: day(charged.from, i18n.language) })}
    </p>
  );
}
