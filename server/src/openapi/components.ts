import { resourceSchemas, settingsKinds } from '@hondana/schemas';
import type { JsonSchema } from '@hondana/schemas';
import { contractSchemas } from './answers';
import { asComponent, asRecord } from './jsonSchema';
import type { Schema } from './schema';
import { integer, objectOf, text } from './schema';

/** `plan` → `Plan`, `mailTemplates` → `MailTemplates`: component names. */
export const pascal = (name: string) => name[0].toUpperCase() + name.slice(1);

/** A resource's records as answered (`Plan`) and as a form sends them (`PlanInput`). */
export const recordName = (resource: string) => pascal(resource);
export const inputName = (resource: string) => `${pascal(resource)}Input`;

/**
 * Every component schema: the resource and settings schemas of `@hondana/schemas` (the ones
 * the console's forms and the server's validation use), the v1 envelope, the error answer and
 * the contract-derived answers.
 */
export function componentSchemas(): Record<string, Schema> {
  const schemas: Record<string, Schema> = {
    V1Envelope: objectOf({ status: integer, message: text, data: {} }, ['message']),
    ErrorAnswer: objectOf(
      {
        status: integer,
        message_key: text,
        message: text,
        errors: { type: 'object', additionalProperties: text },
      },
      ['errors'],
    ),
    ...contractSchemas,
  };
  for (const [resource, { schema }] of Object.entries(resourceSchemas)) {
    place(schemas, inputName(resource), schema);
    place(schemas, recordName(resource), asRecord(schema));
  }
  for (const { kind, schema } of settingsKinds) place(schemas, `${pascal(kind)}Settings`, schema);
  return schemas;
}

function place(schemas: Record<string, Schema>, name: string, schema: JsonSchema) {
  schemas[name] = asComponent(schema, `#/components/schemas/${name}`) as Schema;
}
