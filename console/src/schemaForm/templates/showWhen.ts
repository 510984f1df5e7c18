import type { UiSchema } from '@rjsf/utils';

/** `"ui:options": { "showWhen": { "googleOption": ["LOGIN"] } }`: shown while one holds. */
export type ShowWhen = Record<string, readonly unknown[]>;

/** Whether a field's condition holds for the object's current data (no condition: shown). */
export function isShown(showWhen: ShowWhen | undefined, data: unknown): boolean {
  if (!showWhen) return true;
  const values = (data ?? {}) as Record<string, unknown>;
  return Object.entries(showWhen).every(([field, allowed]) => allowed.includes(values[field]));
}

/**
 * The properties to render: hidden ones keep their values (a provider switched off and on
 * again finds its client id), they are only not shown.
 */
export function visibleProperties<P extends { name: string }>(
  properties: P[],
  uiSchema: UiSchema | undefined,
  data: unknown,
): P[] {
  return properties.filter((property) => {
    const options = (uiSchema?.[property.name] as UiSchema | undefined)?.['ui:options'];
    return isShown((options as { showWhen?: ShowWhen } | undefined)?.showWhen, data);
  });
}
