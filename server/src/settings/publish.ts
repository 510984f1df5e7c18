import { resolveSettings, stripSecrets } from '@hondana/schemas';
import type { PublicSettings } from '@hondana/schemas';
import { sanitizeHtmlFields } from './html';
import { publicSettingsKinds, requireKind } from './kinds';

type Data = Record<string, unknown>;

/**
 * The one way a stored (or draft) document becomes what clients see: schema defaults
 * resolved, tenant HTML sanitised, secrets stripped. The admin API, the reader's public
 * settings and the console preview all go through here, so a preview cannot differ from
 * what the reader shows after the save.
 */
export function publishKind(kind: string, stored: Data | undefined): Data {
  const { schema } = requireKind(kind);
  const resolved = resolveSettings(kind, stored ?? {}) as Data;
  return stripSecrets(kind, sanitizeHtmlFields(schema as Data, resolved)) as Data;
}

/** Every public kind of a company, published (defaults for kinds never saved). */
export function publishPublic(stored: Map<string, { data: Data }>): PublicSettings {
  const settings: Data = {};
  for (const { kind } of publicSettingsKinds())
    settings[kind] = publishKind(kind, stored.get(kind)?.data);
  return settings as unknown as PublicSettings;
}
