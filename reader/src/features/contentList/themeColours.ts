/**
 * The schemas' default button colours (searchResult / contentDetail `buttons`): a green that
 * only suits the green demo. A button still carrying one of them follows the tenant's theme
 * instead, its link colour (`--hd-link`) and shades of it (issue 32); a colour an admin picked
 * is kept as picked.
 */
const THEMED: Record<string, string> = {
  '#2e7d32': 'var(--hd-link, #2e7d32)',
  '#1b5e20': 'color-mix(in srgb, var(--hd-link, #2e7d32) 75%, #000)',
  '#e8f5e9': 'color-mix(in srgb, var(--hd-link, #2e7d32) 10%, #fff)',
};

/** The CSS value for a configured button colour. */
export function themedColour(colour: string | undefined): string | undefined {
  return colour === undefined ? undefined : (THEMED[colour.toLowerCase()] ?? colour);
}
