/** A JSON Schema 2020-12 node as the document holds it (OpenAPI 3.1's schema object). */
export type Schema = Record<string, unknown> | boolean;

/** A reference to one of the document's component schemas. */
export const componentRef = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/** Field schemas of a contract type's wire form: the compiler fails on a field left out. */
export type WireFields<Wire> = { [Key in keyof Wire]-?: Schema };

/** An object of `fields`, all required except `optional`; more fields may come. */
export function objectOf<Fields extends Record<string, Schema>>(
  fields: Fields,
  optional: readonly (keyof Fields)[] = [],
): Schema {
  const required = Object.keys(fields).filter((key) => !optional.includes(key));
  return { type: 'object', required, properties: fields };
}

export const text: Schema = { type: 'string' };
export const nullableText: Schema = { type: ['string', 'null'] };
export const integer: Schema = { type: 'integer' };
export const flag: Schema = { type: 'boolean' };
