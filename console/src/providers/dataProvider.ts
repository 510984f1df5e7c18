import type { SettingsRecord } from '@hondana/schemas/contracts';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import { apiUrl, httpClient } from './httpClient';

/** Settings actions that are not CRUD: they are plain POSTs on the kind. */
export interface SettingsActions {
  resetSettings(kind: string): Promise<{ data: SettingsRecord }>;
  rollbackSettings(kind: string, version: number): Promise<{ data: SettingsRecord }>;
}

export type ConsoleDataProvider = DataProvider & SettingsActions;

const postOnKind = async (kind: string, action: string, body: unknown) => {
  const { json } = await httpClient(`${apiUrl}/settings/${encodeURIComponent(kind)}/${action}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return { data: json as SettingsRecord };
};

export const dataProvider: ConsoleDataProvider = {
  ...simpleRestProvider(apiUrl, httpClient),
  resetSettings: (kind) => postOnKind(kind, 'reset', {}),
  rollbackSettings: (kind, version) => postOnKind(kind, 'rollback', { version }),
};

export const historyResource = (kind: Identifier) => `settings/${kind}/history`;
