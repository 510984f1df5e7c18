import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import type { TokenCall } from './calls';
import { AppError } from '../errors';
import type { BlobStore, ByteRange } from '../storage/blobStore';
import { firstPageKey } from '../content/files/storedFiles';
import { BYTE_WINDOW_MS } from './limits';
import { firstPageSize } from './firstPageSize';
import { readableContent, usableViewToken } from './readable';
import type { ViewerToken } from './tokenStore';

export interface DeliveryDeps {
  db: Knex;
  clock: Clock;
  store: BlobStore;
  /** Bytes one token may fetch per minute (limits.ts). */
  bytesPerMinute: number;
}

/** A book file ready to answer one request: its validators, then its bytes on demand. */
export interface ViewerFile {
  size: number;
  /** Strong: the SHA-256 of the stored bytes (the key names it), the same on every instance. */
  etag: string;
  contentType: string;
  /** The bytes (all, or one range); null if the blob went missing since the upload. */
  open(range?: ByteRange): Promise<Readable | null>;
  /** Counts bytes about to be sent against the token's budget (before sending, so the next
   * request of the same token sees them however fast it comes). */
  charge(bytes: number): Promise<void>;
  /** Gives back bytes charged but never sent (a client that hung up mid-file). */
  refund(bytes: number): Promise<void>;
}

/**
 * The PDF behind a viewer token (`GET /viewer/file/{tokenId}`), never by a public URL. A
 * token that has spent its minute's budget is refused with 429 until the minute is over.
 */
export function createDelivery({ db, clock, store, bytesPerMinute }: DeliveryDeps) {
  async function assertBudgetLeft(token: ViewerToken): Promise<void> {
    const isWindowOver = clock.now().getTime() - token.windowStart.getTime() >= BYTE_WINDOW_MS;
    if (!isWindowOver && token.windowBytes >= bytesPerMinute) {
      throw new AppError(Status.tooManyRequests);
    }
  }

  async function charge(token: ViewerToken, bytes: number): Promise<void> {
    const now = clock.now();
    const rows = db('viewer_tokens').where({ token_hash: token.tokenHash });
    const windowStart = new Date(now.getTime() - BYTE_WINDOW_MS).toISOString();
    // One statement either way, so concurrent range requests add up instead of overwriting.
    const restarted = await rows
      .clone()
      .where('window_start', '<=', windowStart)
      .update({ window_start: now.toISOString(), window_bytes: bytes });
    if (!restarted) await rows.clone().increment('window_bytes', bytes);
  }

  /** A blob of the token's book, answered and charged as the book itself is. */
  async function served(
    token: ViewerToken,
    blob: { key: string; size: number; contentType: string },
  ): Promise<ViewerFile> {
    const { key } = blob;
    return {
      size: blob.size,
      etag: `"${etagOf(key)}"`,
      contentType: blob.contentType,
      open: async (range) => (await store.get(key, range))?.stream ?? null,
      charge: (bytes) => charge(token, bytes),
      refund: async (bytes) => {
        await db('viewer_tokens')
          .where({ token_hash: token.tokenHash })
          .where('window_bytes', '>=', bytes)
          .decrement('window_bytes', bytes);
      },
    };
  }

  return {
    async file({ scope, tokenId }: TokenCall): Promise<ViewerFile> {
      const { token } = await usableViewToken({ db, clock }, scope, tokenId);
      const content = await readableContent(db, token.companyId, token.contentId);
      await assertBudgetLeft(token);
      const size = Number(content.fileSize ?? 0);
      return served(token, { key: content.fileKey, size, contentType: 'application/pdf' });
    },

    /**
     * `GET /viewer/file/{tokenId}/first-page`: the image of page 1 drawn at upload
     * (content/files/firstPage.ts), for the viewer to paint while pdf.js loads; 405 (file not
     * found) when the book has none (yet). The blob is opened once for its size: a store has
     * no separate look-up, and this is one request per open book.
     */
    async firstPage({ scope, tokenId }: TokenCall): Promise<ViewerFile> {
      const { token } = await usableViewToken({ db, clock }, scope, tokenId);
      const content = await readableContent(db, token.companyId, token.contentId);
      await assertBudgetLeft(token);
      const key = firstPageKey(content.fileKey);
      const stored = (await firstPageSize(db, token.companyId, content.id))
        ? await store.get(key)
        : null;
      if (!stored) throw new AppError(Status.fileNotFound);
      stored.stream.destroy();
      return served(token, { key, size: stored.size, contentType: 'image/webp' });
    },
  };
}

export type Delivery = ReturnType<typeof createDelivery>;

/**
 * `…/{sha256}.pdf` → the hash; any other key (the first page's image) → a hash of the key
 * (still strong per file: the key names the PDF it was drawn from).
 */
function etagOf(key: string): string {
  const name = /([0-9a-f]{64})\.pdf$/.exec(key)?.[1];
  return name ?? createHash('sha256').update(key).digest('hex');
}
