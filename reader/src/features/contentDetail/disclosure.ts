import type { ContentDetailSettings } from '@hondana/schemas';
import type { ContentDetail } from '../contentList/types';

type Item = ContentDetailSettings['itemSettings'][number];

/**
 * Spec §9's disclosure rules: a content whose report code (read from the configured param
 * field) has a rule shows only that rule's fields, in the configured order; any other content
 * shows every configured field.
 */
export function disclosedItems(
  items: Item[],
  // Undefined only in a preview draft from a console that predates the setting.
  disclosure: ContentDetailSettings['disclosure'] | undefined,
  content: Partial<Pick<ContentDetail, ContentDetailSettings['disclosure']['codeField']>>,
): Item[] {
  if (!disclosure) return items;
  const code = (content[disclosure.codeField] ?? '').trim().toUpperCase();
  const rule = disclosure.rules.find((candidate) => candidate.code === code);
  if (!rule) return items;
  const shown = new Set<string>(rule.fields);
  return items.filter((item) => shown.has(item.field));
}
