import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

interface Props {
  id: string;
  isOpen: boolean;
  label: string;
  onClose: () => void;
  children: ReactNode;
}

/** The mobile sidebar: a left drawer that takes focus, closes on Escape and gives focus back. */
export function Drawer({ id, isOpen, label, onClose, children }: Props) {
  const { t } = useTranslation();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!isOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      opener?.focus();
    };
  }, [isOpen, onClose]);
  return (
    <>
      {isOpen && <div className="hd-drawer__backdrop" onClick={onClose} aria-hidden="true" />}
      <aside
        id={id}
        className="hd-sidebar hd-drawer"
        aria-label={label}
        hidden={!isOpen}
        role="dialog"
        aria-modal="true"
      >
        <button ref={closeButton} type="button" className="hd-drawer__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="hd-visually-hidden">{t('nav.closeMenu')}</span>
        </button>
        {children}
      </aside>
    </>
  );
}
