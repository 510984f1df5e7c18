import { resourceSchemas, type ContentGroupRecord } from '@hondana/schemas';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** A content group as /api/admin/content-groups sends it. */
export interface ContentGroup extends ContentGroupRecord {
  id: string;
  createdAt: string;
  updatedAt: string;
}

export type ContentGroupData = Record<string, unknown>;

export const contentGroupSchema = resourceSchemas.contentGroup.schema as RJSFSchema;
export const contentGroupUiSchema = resourceSchemas.contentGroup.uiSchema as UiSchema;

const properties = contentGroupSchema.properties as Record<string, { default?: unknown }>;

/** The schema's fields of a record (the schema forbids ids and timestamps). */
export function contentGroupFormData(record: Partial<ContentGroup> | undefined): ContentGroupData {
  return Object.fromEntries(Object.entries(record ?? {}).filter(([key]) => key in properties));
}

/** Every field with a value: a cleared ref code is sent as null, not left out. */
export function completeGroupData(data: ContentGroupData): ContentGroupData {
  return Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [
      key,
      data[key] === undefined ? property.default : data[key],
    ]),
  );
}
