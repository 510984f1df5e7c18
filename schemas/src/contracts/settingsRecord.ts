/**
 * One settings kind as the admin API answers it (`GET /api/admin/settings/{kind}`,
 * contracts.md §5): resolved, with secrets removed. A PUT sends the same shape.
 */
export interface SettingsRecord {
  /** The kind id (`header`, `footer` …). */
  id: string;
  /** 0 while the tenant still uses the defaults. */
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
  data: Record<string, unknown>;
  /**
   * Dotted paths of the kind's secrets (writeOnly: merchant keys, client secrets) that hold a
   * value, so the console can say "stored"; the values themselves are never sent.
   */
  storedSecrets: string[];
}

/** How a settings version came to be. */
export type SettingsAction = 'update' | 'reset' | 'rollback';

/** `GET /api/admin/settings/{kind}/history`: one saved version of a kind, newest first. */
export interface SettingsVersion extends Omit<SettingsRecord, 'id'> {
  /** The version number: react-admin's record id. */
  id: number;
  action: SettingsAction;
  /** The admin who saved it (full name or e-mail); null when that account is gone. */
  updatedByName: string | null;
}
