import { apiUrl, httpClient } from '../../providers/httpClient';

/** A reader account as `/api/admin/users` answers it (declared in the contracts). */
export type { AdminUser } from '@hondana/schemas/contracts';

const userUrl = (id: string, action: string) =>
  `${apiUrl}/users/${encodeURIComponent(id)}/${action}`;

/** Status 1 stops the account (its sessions end at once), 0 allows it again. */
export const setUserStatus = (id: string, status: 0 | 1) =>
  httpClient(userUrl(id, 'status'), { method: 'PUT', body: JSON.stringify({ status }) });

/** Sets the password the admin chose; the reader's sessions end. */
export const resetUserPassword = (id: string, password: string) =>
  httpClient(userUrl(id, 'password'), { method: 'PUT', body: JSON.stringify({ password }) });

/** The tenant's readers as CSV (UTF-8 with BOM), downloaded as the server sends it. */
export const usersExportUrl = `${apiUrl}/users/export`;
