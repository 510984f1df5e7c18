import { fieldText, type Language } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { FieldErrors } from '../errors';

type Data = Record<string, unknown>;

/**
 * References from a settings document to the tenant's records, checked on save so a setting
 * never points at nothing: a search box limited to content groups names groups of this
 * tenant (a group of another tenant, or one deleted since, is a field error).
 */
export async function referenceErrors(
  db: Knex,
  companyId: string,
  kind: string,
  data: Data,
  language: Language,
): Promise<FieldErrors> {
  if (kind !== 'search') return {};
  const boxes = (data.boxes as Data[] | undefined) ?? [];
  const wanted = [...new Set(boxes.flatMap((box) => (box.contentGroupIds as string[]) ?? []))];
  if (wanted.length === 0) return {};
  const rows = await db('content_groups')
    .where({ company_id: companyId })
    .whereIn('id', wanted)
    .select('id');
  const known = new Set(rows.map((row) => String(row.id)));
  const errors: FieldErrors = {};
  boxes.forEach((box, boxIndex) => {
    ((box.contentGroupIds as string[]) ?? []).forEach((id, index) => {
      if (!known.has(id)) {
        errors[`boxes.${boxIndex}.contentGroupIds.${index}`] = fieldText(
          { key: 'unknownContentGroup' },
          language,
        );
      }
    });
  });
  return errors;
}
