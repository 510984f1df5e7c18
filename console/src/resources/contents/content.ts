import type { AdminContent, TextStatus } from '@hondana/schemas/contracts';
import { resourceSchemas } from '@hondana/schemas';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** The text extraction's states, shared with the server's filter. */
export { textStatuses } from '@hondana/schemas/contracts';
export type { TextStatus };

/** A content as /api/admin/contents sends it (declared in the contracts). */
export type Content = AdminContent;

export type ContentData = Record<string, unknown>;

export const contentSchema = resourceSchemas.content.schema as RJSFSchema;
export const contentUiSchema = resourceSchemas.content.uiSchema as UiSchema;

const properties = contentSchema.properties as Record<string, { default?: unknown }>;

/**
 * The form's data of a record: the schema's fields only (the schema forbids the others), and
 * the publication date as the date the date picker edits.
 */
export function contentFormData(record: Partial<Content> | undefined): ContentData {
  const data = Object.fromEntries(
    Object.entries(record ?? {}).filter(([key]) => key in properties),
  ) as ContentData;
  if (typeof data.publishedDate === 'string') data.publishedDate = data.publishedDate.slice(0, 10);
  return data;
}

/**
 * Every field with a value before sending: rjsf drops a field the admin clears, and the
 * server keeps the stored value of a field a save leaves out.
 */
export function completeContentData(data: ContentData): ContentData {
  const complete: ContentData = {};
  for (const [key, property] of Object.entries(properties)) {
    complete[key] = data[key] === undefined ? property.default : data[key];
  }
  return complete;
}
