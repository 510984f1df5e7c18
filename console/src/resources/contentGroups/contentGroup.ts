import { resourceSchemas, type ContentGroupRecord } from '@hondana/schemas';
import type { RJSFSchema } from '@rjsf/utils';

/** A content group as /api/admin/content-groups sends it. */
export interface ContentGroup extends ContentGroupRecord {
  id: string;
  createdAt: string;
  updatedAt: string;
}

export type ContentGroupData = Record<string, unknown>;

const properties = (resourceSchemas.contentGroup.schema as RJSFSchema).properties as Record<
  string,
  { default?: unknown }
>;

/** Every field with a value: a cleared ref code is sent as null, not left out. */
export function completeGroupData(data: ContentGroupData): ContentGroupData {
  return Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [
      key,
      data[key] === undefined ? property.default : data[key],
    ]),
  );
}
