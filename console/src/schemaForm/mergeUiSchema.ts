import type { UiSchema } from '@rjsf/utils';

/**
 * Deep-merges the kind's own uiSchema over the generated overlay: explicit choices in
 * `{kind}.ui.json` (widgets, order, options) win, the overlay fills in the rest.
 */
export function mergeUiSchema(overlay: UiSchema, base: UiSchema | undefined): UiSchema {
  const merged: UiSchema = { ...overlay };
  for (const [key, value] of Object.entries(base ?? {})) {
    const current = merged[key];
    merged[key] =
      isPlainObject(value) && isPlainObject(current) ? mergeUiSchema(current, value) : value;
  }
  return merged;
}

const isPlainObject = (value: unknown): value is UiSchema =>
  value != null && typeof value === 'object' && !Array.isArray(value);
