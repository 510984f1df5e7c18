import { useTranslation } from '../../i18n/useTranslation';
import { badgeOf } from './badge';

export function Badge({ type }: { type: string }) {
  const { t } = useTranslation();
  const badge = badgeOf(type);
  if (!badge) return null;
  return (
    <span className={`hd-badge hd-badge--${badge}`} data-testid="content-badge">
      {t(`content.badge.${badge}`)}
    </span>
  );
}
