import { useTranslation } from '../../i18n/useTranslation';
import { yen } from './money';
import type { Charge } from './types';

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
