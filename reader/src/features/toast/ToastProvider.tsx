import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { apiErrorKey } from './apiErrorKey';
import { levelIcons, placementOf, type ToastCorner } from './placement';
import { ToastContext, type Toast, type ToastApi, type ToastLevel } from './toastContext';
import './toast.css';

const corners: ToastCorner[] = ['top', 'bottomRight'];

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const notify = useCallback((level: ToastLevel, messageKey: string) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, level, messageKey }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((current) => current.filter((toast) => toast.id !== id));
    }, placementOf(level, messageKey).ms);
    timers.current.add(timer);
  }, []);
  const clear = useCallback(() => {
    timers.current.forEach(clearTimeout);
    timers.current.clear();
    setToasts([]);
  }, []);
  useEffect(() => clear, [clear]);
  const api = useMemo<ToastApi>(
    () => ({
      notify,
      notifyApiError(error) {
        const key = apiErrorKey(error, (candidate) => i18n.exists(candidate));
        if (key) notify('error', key);
      },
      clear,
    }),
    [notify, clear, i18n],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {corners.map((corner) => (
        <div
          key={corner}
          className={`hd-toasts hd-toasts--${corner}`}
          role={corner === 'bottomRight' ? 'alert' : 'status'}
          aria-live={corner === 'bottomRight' ? 'assertive' : 'polite'}
        >
          {toasts
            .filter((toast) => placementOf(toast.level, toast.messageKey).corner === corner)
            .map((toast) => (
              <p
                key={toast.id}
                className={`hd-toast hd-toast--${toast.level}`}
                data-key={toast.messageKey}
                data-level={toast.level}
              >
                <span className="hd-toast__icon" aria-hidden="true">
                  {levelIcons[toast.level]}
                </span>
                <span className="hd-visually-hidden">{t(`toast.level.${toast.level}`)}</span>
                <span className="hd-toast__text">{t(toast.messageKey)}</span>
              </p>
            ))}
        </div>
      ))}
    </ToastContext.Provider>
  );
}
