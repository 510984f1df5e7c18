import { Status } from '@hondana/schemas/contracts';
import { ApiError } from '../../api/client';

/**
 * Spec §8: 401 re-authorises instead; 601, 602, 848 and 850 are silent by design (the spec
 * gives them no meaning, so the catalogue does not name them).
 */
const SILENT = new Set<number>([Status.unauthorized, 601, 602, 848, 850]);

/** The toast key for a failed call, or null when the status shows nothing. */
export function apiErrorKey(error: unknown, hasKey: (key: string) => boolean): string | null {
  if (!(error instanceof ApiError)) return 'api.error.unknown';
  if (SILENT.has(error.status)) return null;
  const key = `api.error.${error.status}`;
  return hasKey(key) ? key : 'api.error.unknown';
}
