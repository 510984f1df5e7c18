import { Status } from '@hondana/schemas/contracts';
import { ApiError } from '../../api/client';
import type { ToastApi } from '../toast/toastContext';

/**
 * A sign-in provider that does not answer (the server's 502, a timeout, no network) gets its
 * own message; the catalogue's 502 text speaks of the book service. Other refusals keep
 * their catalogue text.
 */
export function notifyProviderError(toast: ToastApi, error: unknown): void {
  const isUnreachable =
    !(error instanceof ApiError) || error.status === Status.externalBookServiceFailed;
  if (isUnreachable) toast.notify('error', 'toast.error.providerUnavailable');
  else toast.notifyApiError(error);
}
