const UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * JSON safe inside `<script type="application/json">`: `<`, `>`, `&` and the two JavaScript
 * line separators become `\uXXXX` escapes, which JSON.parse turns back into the same text.
 */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
