import { createContext, useContext } from 'react';

export type ToastLevel = 'success' | 'warning' | 'error' | 'info';

export interface Toast {
  id: number;
  level: ToastLevel;
  /** A translation key (api.error.421, toast.success.passwordChanged …). */
  messageKey: string;
}

export interface ToastApi {
  notify(level: ToastLevel, messageKey: string): void;
  /** Spec §8: api.error.{status}; 401 and the silent statuses show nothing. */
  notifyApiError(error: unknown): void;
  /** Removes every toast shown (logout: none follows the reader to the login page). */
  clear(): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>.');
  return toast;
}
