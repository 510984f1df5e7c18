import { AppError } from '../errors';

export interface NotificationUpdate {
  /** The notifications to change; null means every one of the reader's. */
  ids: string[] | null;
  isRead: boolean;
}

/** The body of `PUT /notification/update/` (camelCase): `{ ids | id | all, isRead = true }`. */
export function parseUpdate(input: unknown): NotificationUpdate {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  const errors: Record<string, string> = {};
  const isRead = body.isRead ?? true;
  if (typeof isRead !== 'boolean') errors.isRead = 'Send true or false.';
  let ids: string[] | null = null;
  if (body.all === true) ids = null;
  else if (typeof body.id === 'string') ids = [body.id];
  else if (Array.isArray(body.ids) && body.ids.length <= 100) ids = body.ids as string[];
  else errors.ids = 'Send the notification ids (at most 100), or all.';
  if (ids?.some((id) => typeof id !== 'string' || !id || id.length > 36)) {
    errors.ids = 'Send the notification ids (at most 100), or all.';
  }
  if (Object.keys(errors).length) throw AppError.badRequest(errors);
  return { ids, isRead: isRead as boolean };
}
