import { getSettingsKind, settingsKinds } from '@hondana/schemas';
import type { SettingsKind } from '@hondana/schemas';
import { AppError } from '../errors';

export function requireKind(kind: string): SettingsKind {
  const found = getSettingsKind(kind);
  if (!found) throw AppError.notFound(`Unknown settings kind "${kind}".`);
  return found;
}

/** The settings kinds a reader may see, with their schemas (`@hondana/schemas`'s `publicKindIds` names them). */
export function publicSettingsKinds(): SettingsKind[] {
  return settingsKinds.filter((entry) => entry.visibility === 'public');
}

export function listKinds() {
  return settingsKinds.map(({ kind, visibility }) => ({ id: kind, visibility }));
}
