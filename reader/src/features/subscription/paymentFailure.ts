import { ApiError } from '../../api/client';
import { apiErrorKey } from '../toast/apiErrorKey';

/**
 * The one toast of a failed payment (the failed page says the rest): the card field the
 * token API named, else why the gateway refused (`errors.card`), else the catalogue's text of
 * the status, else the spec's payment error ("An error occured while processing your
 * payment!"). Null for a status that shows nothing (401 asks for sign-in instead).
 */
export function paymentFailureKey(error: unknown, hasKey: (key: string) => boolean): string | null {
  if (!(error instanceof ApiError)) return 'toast.error.payment';
  if (error.messageKey.startsWith('card.')) return error.messageKey;
  const failure = error.errors?.card;
  if (failure && hasKey(`card.failure.${failure}`)) return `card.failure.${failure}`;
  const key = apiErrorKey(error, hasKey);
  return key === 'api.error.unknown' ? 'toast.error.payment' : key;
}
