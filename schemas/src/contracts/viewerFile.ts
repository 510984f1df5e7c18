/**
 * How the viewer's book file is answered (`GET /viewer/file/{tokenId}`): in ranges only, each
 * at most `MAX_RANGE_BYTES` and never more than half the file, so no answer is ever the whole
 * book. The server caps longer ranges by this rule; the reader splits its requests by it.
 */
export const MAX_RANGE_BYTES = 1024 * 1024;

/** The most one answer of a file of `size` bytes carries. */
export function maxRangeOf(size: number): number {
  return Math.max(1, Math.min(MAX_RANGE_BYTES, Math.ceil(size / 2)));
}
