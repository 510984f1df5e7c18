import type { Transaction } from '@hondana/schemas/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { day, yen } from '../subscription/money';
import { StatusBadge } from './StatusBadge';

/**
 * One payment of the list: date, plan and period, amount, status and card, as one link to its
 * detail (a row of columns on a wide screen, a small card on a phone).
 */
export function PaymentRow({ payment }: { payment: Transaction }) {
  const { t, i18n } = useTranslation();
  return (
    <li>
      <Link
        to={`/payment-history/${encodeURIComponent(payment.id)}`}
        className="hd-payment-row"
        data-payment={payment.id}
        data-status={payment.status}
      >
        <time className="hd-payment-row__date" dateTime={payment.createdAt ?? undefined}>
          {day(payment.createdAt, i18n.language)}
        </time>
        <span className="hd-payment-row__plan">
          <strong>{payment.subscriptionPlanName}</strong>{' '}
          <span>{t('paymentHistory.period', { number: payment.periodNumber })}</span>
        </span>
        <span className="hd-payment-row__amount" data-amount={payment.totalAmount}>
          {yen(payment.totalAmount)}
        </span>
        <StatusBadge status={payment.status} />
        <span className="hd-payment-row__card">
          {payment.cardLast4 ? t('paymentHistory.cardEnding', { last4: payment.cardLast4 }) : '—'}
        </span>
      </Link>
    </li>
  );
}
