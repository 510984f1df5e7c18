import { useTranslation } from '../../i18n/useTranslation';
import type { MenuControl } from './Header';

export function MenuButton({ controls, isOpen, onToggle }: MenuControl) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="hd-header__menu"
      aria-controls={controls}
      aria-expanded={isOpen}
      aria-label={isOpen ? t('nav.closeMenu') : t('nav.openMenu')}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
      </svg>
    </button>
  );
}
