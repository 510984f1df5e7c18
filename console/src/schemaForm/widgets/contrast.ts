/** `#rrggbb` (the schemas' colour pattern). */
export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value);

/** WCAG 2 relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for body text: what a reader needs to read a label on its background. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The value of a sibling field in the form's data, for the widget with rjsf id `id`
 * (`root_buttons_0_color` → `formData.buttons[0][sibling]`). Property names are camelCase,
 * so `_` only separates path segments.
 */
export function siblingValue(formData: unknown, id: string, sibling: string): unknown {
  const path = id.split('_').slice(1, -1);
  let node: unknown = formData;
  for (const segment of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node !== null && typeof node === 'object'
    ? (node as Record<string, unknown>)[sibling]
    : undefined;
}
