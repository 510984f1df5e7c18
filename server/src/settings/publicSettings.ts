import { resolveSettings, stripSecrets } from '@hondana/schemas';
import type { PublicSettings } from '@hondana/schemas';
import { sanitizeHtmlFields } from './html';
import { publicKinds } from './kinds';
import type { SettingsRepository } from './repository';

export interface ResolvedPublicSettings {
  settings: PublicSettings;
  /** Changes whenever any of the company's settings changes (cache key for shells). */
  stamp: string;
}

/**
 * Resolved public settings per company, kept in memory and re-read only when the company's
 * settings stamp changes, so a save made on another instance is picked up on the next request.
 */
export function createPublicSettings(repo: SettingsRepository) {
  const cache = new Map<string, ResolvedPublicSettings>();

  return {
    async resolve(companyId: string | null): Promise<ResolvedPublicSettings> {
      if (!companyId) return { settings: build(new Map()), stamp: 'defaults' };
      const stamp = await repo.stamp(companyId);
      const hit = cache.get(companyId);
      if (hit && hit.stamp === stamp) return hit;
      const resolved = { settings: build(await repo.findAll(companyId)), stamp };
      if (cache.size > 5_000) cache.clear();
      cache.set(companyId, resolved);
      return resolved;
    },
  };
}

function build(stored: Map<string, { data: Record<string, unknown> }>): PublicSettings {
  const settings: Record<string, unknown> = {};
  for (const { kind, schema } of publicKinds()) {
    const resolved = resolveSettings(kind, stored.get(kind)?.data ?? {});
    const clean = sanitizeHtmlFields(schema as Record<string, unknown>, resolved);
    settings[kind] = stripSecrets(kind, clean);
  }
  return settings as unknown as PublicSettings;
}
