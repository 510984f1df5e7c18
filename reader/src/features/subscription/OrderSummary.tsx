import type { QuoteCharge } from '@hondana/schemas/contracts';
import { useTranslation } from '../../i18n/useTranslation';
import { day, yen } from './money';
import type { Order } from './types';

type Figures = Pick<QuoteCharge, 'base' | 'discount' | 'tax' | 'total' | 'taxRatePercent'>;

/**
 * Base, discount, tax and total of one charge as the server computed them (never recomputed
 * here), titled with when it is made: today, or on its date (a free-days order pays nothing
 * today, so its total is never called today's).
 */
export function OrderSummary({ charge, dueAt }: { charge: Figures; dueAt: string | null }) {
  const { t, i18n } = useTranslation();
  const when = dueAt ? t('order.chargedOn', { date: day(dueAt, i18n.language) }) : null;
  return (
    <table className="hd-order__summary">
      <caption>{when ?? t('order.chargedToday')}</caption>
      <tbody>
        <tr>
          <th>{t('order.base')}</th>
          <td>{yen(charge.base)}</td>
        </tr>
        {charge.discount > 0 && (
          <tr>
            <th>{t('order.discount')}</th>
            <td>−{yen(charge.discount)}</td>
          </tr>
        )}
        <tr>
          <th>{t('order.tax', { rate: charge.taxRatePercent })}</th>
          <td>{yen(charge.tax)}</td>
        </tr>
        <tr className="hd-order__total">
          <th>{t(when ? 'order.chargeTotal' : 'order.total')}</th>
          <td data-total={charge.total}>{yen(charge.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** An opened order's coupon and figures (the learning service's confirm page). */
export function OrderFigures({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <>
      {order.couponCode && (
        <p>
          {t('order.coupon')}: {order.couponCode}
        </p>
      )}
      <OrderSummary
        charge={{
          base: order.baseAmount,
          discount: order.discountAmount,
          tax: order.taxAmount,
          total: order.totalAmount,
          taxRatePercent: order.taxRatePercent,
        }}
        dueAt={order.dueAt}
      />
    </>
  );
}
