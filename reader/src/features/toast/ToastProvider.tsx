import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorKey } from './apiErrorKey';
import { ToastContext, type Toast, type ToastApi, type ToastLevel } from './toastContext';
import './toast.css';

/** Spec §8/§9: toasts last 3 s at the top centre. */
const TOAST_MS = 3000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const notify = useCallback((level: ToastLevel, messageKey: string) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, level, messageKey }]);
    setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), TOAST_MS);
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      notify,
      notifyApiError(error) {
        const key = apiErrorKey(error, (candidate) => i18n.exists(candidate));
        if (key) notify('error', key);
      },
    }),
    [notify, i18n],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="hd-toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <p
            key={toast.id}
            className={`hd-toast hd-toast--${toast.level}`}
            data-key={toast.messageKey}
          >
            {t(toast.messageKey)}
          </p>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
