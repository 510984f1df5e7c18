/** Elements the editor (tiptap's starter kit) writes, and so can show and keep. */
const EDITOR_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'code',
  'pre',
  'hr',
]);
/** Attributes it keeps: a link's address and target. */
const EDITOR_ATTRIBUTES = new Set(['href', 'target', 'rel']);

/**
 * Whether the editor can open this HTML without losing any of it. Anything else (an image, a
 * table, a class the tenant's page styles rely on) opens as HTML source instead, so an
 * admin's existing page is never silently cut down by opening it in the editor.
 */
export function editorFits(html: string): boolean {
  for (const [, name, attributes] of html.matchAll(/<\/?\s*([a-zA-Z0-9]+)([^>]*)>/g)) {
    if (!EDITOR_TAGS.has(name.toLowerCase())) return false;
    for (const [, attribute] of attributes.matchAll(/([a-zA-Z-:]+)\s*=/g)) {
      if (!EDITOR_ATTRIBUTES.has(attribute.toLowerCase())) return false;
    }
  }
  return true;
}
