// Browsers word a failed dynamic import differently (Chromium, Safari, Firefox).
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/**
 * A page chunk that failed to download (offline, or a deploy replaced it) is a loading
 * failure the reader can retry, not a crash.
 */
export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof TypeError && CHUNK_FAILURE.test(error.message);
}
