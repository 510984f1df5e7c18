/**
 * The editable part of an admin record as sent by react-admin: the fields the server adds
 * (ids, counts, timestamps) are dropped so a PUT of a fetched record validates against the
 * resource schema, and empty strings count as not sent (spec 001 §5: empty values are
 * stripped). Anything else stays, so an unknown field is still refused by the schema.
 */
export function recordBody(
  input: unknown,
  serverFields: readonly string[],
): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {};
  return Object.fromEntries(
    Object.entries(input).filter(([key, value]) => value !== '' && !serverFields.includes(key)),
  );
}
