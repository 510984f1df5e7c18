import { useTranslation } from '../../i18n/useTranslation';
import { Icon } from '../contentList/Icon';

/** Spec §2: a check mark titled subscribed (plan content) or free when the reader may read it. */
export function RegisteredMark({ isSubscriptionPlan }: { isSubscriptionPlan: boolean }) {
  const { t } = useTranslation();
  const title = t(isSubscriptionPlan ? 'content.subscribed' : 'content.free');
  return (
    <span className="hd-registered" title={title} data-testid="registered-mark">
      <Icon name="check" size={16} />
      <span>{title}</span>
    </span>
  );
}
