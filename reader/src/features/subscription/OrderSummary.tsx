import { useTranslation } from '../../i18n/useTranslation';
import { yen } from './money';
import type { Charge, Order } from './types';

/** Base, discount, tax and total as the server computed them (never recomputed here). */
export function OrderSummary({ charge }: { charge: Charge }) {
  const { t } = useTranslation();
  return (
    <table className="hd-order__summary">
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
          <th>{t('order.total')}</th>
          <td data-total={charge.total}>{yen(charge.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** An opened order's coupon and figures (the confirm pages of the card and the learning service). */
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
      />
    </>
  );
}
