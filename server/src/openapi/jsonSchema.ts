import type { JsonSchema } from '@hondana/schemas';

/**
 * Our schema files are draft-07 with their shared definitions merged in (`definitions`,
 * `$ref: "#/definitions/…"`); OpenAPI 3.1 reads JSON Schema 2020-12 from one document, where
 * `#` is the OpenAPI document itself. So each schema, placed at `pointer`, gets `$defs` and
 * references that point into the document; `$schema` goes (the document names its dialect).
 */
export function asComponent(schema: JsonSchema, pointer: string): JsonSchema {
  return rewrite(schema, pointer, true) as JsonSchema;
}

function rewrite(node: unknown, pointer: string, isRoot: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => rewrite(item, pointer, false));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (isRoot && key === '$schema') continue;
    if (key === '$ref' && typeof value === 'string') {
      out.$ref = value.replace(/^#\/definitions\//, `${pointer}/$defs/`);
    } else if (key === 'definitions' && isRoot) {
      out.$defs = rewrite(value, pointer, false);
    } else if (key === 'properties' || key === '$defs' || key === 'definitions') {
      // A map of names to schemas: its keys are names, never keywords.
      out[key] = Object.fromEntries(
        Object.entries(value as object).map(([name, schema]) => [
          name,
          rewrite(schema, pointer, false),
        ]),
      );
    } else {
      out[key] = rewrite(value, pointer, false);
    }
  }
  return out;
}

/**
 * What the API answers for a record of `input`'s schema: the same fields, each optional, plus
 * the server's own (`id`, timestamps…), so the form's strictness is not claimed of answers.
 */
export function asRecord(input: JsonSchema): JsonSchema {
  const open = { ...input };
  delete open.required;
  delete open.additionalProperties;
  return {
    ...open,
    properties: { id: { type: ['string', 'integer'] }, ...(input.properties ?? {}) },
    required: ['id'],
  };
}
