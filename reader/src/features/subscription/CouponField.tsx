import { useTranslation } from '../../i18n/useTranslation';

/** The order page's coupon code and its Apply button (the server quotes the plan with it). */
export function CouponField({
  value,
  onChange,
  onApply,
}: {
  value: string;
  onChange: (value: string) => void;
  onApply: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="hd-order__row">
      <div>
        <label htmlFor="hd-order-coupon">{t('order.coupon')}</label>
        <input
          id="hd-order-coupon"
          name="couponCode"
          className="hd-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <button
        type="button"
        className="hd-button hd-button--outline"
        data-action="apply-coupon"
        onClick={onApply}
      >
        {t('order.applyCoupon')}
      </button>
    </div>
  );
}
