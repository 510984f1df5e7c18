import { getSettingsKind, settingsKinds } from '@hondana/schemas';
import type { SettingsKind } from '@hondana/schemas';
import { AppError } from '../errors';

export function requireKind(kind: string): SettingsKind {
  const found = getSettingsKind(kind);
  if (!found) throw AppError.notFound(`Unknown settings kind "${kind}".`);
  return found;
}

export function publicKinds(): SettingsKind[] {
  return settingsKinds.filter((entry) => entry.visibility === 'public');
}

export function listKinds() {
  return settingsKinds.map(({ kind, visibility }) => ({ id: kind, visibility }));
}
