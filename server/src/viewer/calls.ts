import type { ReaderScope } from '../access/scope';

/** A reader's call about one of their viewer tokens (the id from the path, checked later). */
export interface TokenCall {
  scope: ReaderScope;
  tokenId: unknown;
}
