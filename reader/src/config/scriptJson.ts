// Characters that could end a <script> element or start an HTML comment inside it, and
// the two line separators older JavaScript engines treat as newlines. Inside JSON they
// only occur in strings, where the \u escape means the same character.
const UNSAFE = /[<>&\u2028\u2029]/g;

/** JSON for a `<script type="application/json">` element: `<` becomes `\u003c` etc. */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
