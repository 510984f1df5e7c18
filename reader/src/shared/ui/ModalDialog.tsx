import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import './fields.css';
import './modal.css';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Spec 001 §2: the plans' popup is a large modal; forms keep the narrow one. */
  size?: 'normal' | 'large';
}

/** A native modal <dialog>: the browser traps focus, Escape closes it, focus returns after. */
export function ModalDialog({ title, onClose, children, size = 'normal' }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={size === 'large' ? 'hd-modal hd-modal--large' : 'hd-modal'}
      aria-labelledby="hd-modal-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="hd-modal__head">
        <h2 id="hd-modal-title" className="hd-modal__title">
          {title}
        </h2>
        <button type="button" className="hd-modal__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="hd-visually-hidden">{t('common.close')}</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}
