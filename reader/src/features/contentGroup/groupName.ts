import { useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * The Japanese names every tenant's special groups are seeded with (server
 * content/groups/defaults.ts), by group type. Group names are one string, not bilingual: a
 * name still equal to its seed is the product's word, not the admin's, so the reader says it
 * in the reader's language (issue 32); a renamed group shows its name as written.
 */
const SEEDED: Record<number, { name: string; key: string }> = {
  2: { name: 'お気に入り', key: 'contentGroup.special.favourite' },
  3: { name: '最近読んだ本', key: 'contentGroup.special.recentlyRead' },
  4: { name: '新着', key: 'contentGroup.special.new' },
  5: { name: '人気', key: 'contentGroup.special.popular' },
  6: { name: 'おすすめ', key: 'contentGroup.special.recommend' },
};

export interface NamedGroup {
  name: string;
  type: number;
}

/** The translation key for a special group that still has its seeded name, else null. */
export function seededNameKey(group: NamedGroup): string | null {
  const seeded = SEEDED[group.type];
  return seeded && seeded.name === group.name.trim() ? seeded.key : null;
}

/** A group's name as the reader shows it in the current language. */
export function useGroupName(): (group: NamedGroup) => string {
  const { t } = useTranslation();
  return useCallback(
    (group: NamedGroup) => {
      const key = seededNameKey(group);
      return key ? t(key) : group.name;
    },
    [t],
  );
}
