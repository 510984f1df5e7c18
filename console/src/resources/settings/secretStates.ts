import type { UiSchema } from '@rjsf/utils';

/**
 * The uiSchema with each stored secret (a merchant key, a client secret) saying so: the field
 * stays empty (the API never sends a secret back), so without this an admin cannot tell a
 * stored key from a missing one. Secrets not listed keep the generic "not stored" text.
 */
export function withStoredSecrets(
  uiSchema: UiSchema,
  storedSecrets: readonly string[],
  storedText: string,
): UiSchema {
  if (storedSecrets.length === 0) return uiSchema;
  const result: UiSchema = { ...uiSchema };
  for (const path of storedSecrets) {
    let node = result;
    for (const segment of path.split('.')) {
      node[segment] = { ...(node[segment] as UiSchema | undefined) };
      node = node[segment] as UiSchema;
    }
    node['ui:placeholder'] = storedText;
    node['ui:options'] = { ...(node['ui:options'] as object | undefined), stored: true };
  }
  return result;
}
