import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { maxRangeOf, Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import type { TokenCall } from './calls';
import { AppError } from '../errors';
import type { BlobStore, ByteRange } from '../storage/blobStore';
import { firstPageKey } from '../content/files/storedFiles';
import { byteBudget, dailyBudgetOf } from './byteBudget';
import type { BudgetKey } from './byteBudget';
import { BYTE_WINDOW_MS } from './limits';
import { firstPageSize } from './firstPageSize';
import { usableViewToken } from './tokenChecks';
import type { Revocation } from './revocation';
import type { ViewerToken } from './tokenStore';

export interface DeliveryDeps {
  db: Knex;
  clock: Clock;
  store: BlobStore;
  revocation: Revocation;
  /** Bytes one token may fetch per minute (limits.ts). */
  bytesPerMinute: number;
  /** Counts bytes the viewer sent (the metrics), by kind. */
  onBytesSent?: ViewerBytesRecorder;
}

/** What the viewer sends: ranges of the book, page 1's image, stamped downloads. */
export type ViewerBytesKind = 'book' | 'first_page' | 'download';
export type ViewerBytesRecorder = (kind: ViewerBytesKind, bytes: number) => void;

/** A book file ready to answer one request: its validators, then its bytes on demand. */
export interface ViewerFile {
  size: number;
  /** Strong: the SHA-256 of the stored bytes (the key names it), the same on every instance. */
  etag: string;
  contentType: string;
  /**
   * The most bytes one answer may carry, and only as a range: never the whole file (the book's
   * PDF); null when it may be answered whole (page 1's image).
   */
  maxRangeBytes: number | null;
  /** The bytes (all, or one range); null if the blob went missing since the upload. */
  open(range?: ByteRange): Promise<Readable | null>;
  /** Counts bytes about to be sent against the holder's budgets: 429, nothing sent, when spent. */
  charge(bytes: number): Promise<void>;
  /** Gives back bytes charged but never sent (a client that hung up mid-file). */
  refund(bytes: number): Promise<void>;
  /** Tells the metrics how many bytes went out. */
  sent(bytes: number): void;
}

/**
 * The PDF behind a viewer token (`GET /viewer/file/{tokenId}`), never by a public URL, in
 * ranges only (decisions.md, "What the viewer's file endpoint guarantees"): each range at most
 * `maxRangeOf(size)`, every byte counted against the holder's daily budget for the book
 * (byteBudget.ts) and the token's minute (429 once spent). Downloads are the only whole copy.
 */
export function createDelivery({
  db,
  clock,
  store,
  revocation,
  bytesPerMinute,
  onBytesSent = () => undefined,
}: DeliveryDeps) {
  const budget = byteBudget(db, clock);

  function assertMinuteLeft(token: ViewerToken): void {
    const isWindowOver = clock.now().getTime() - token.windowStart.getTime() >= BYTE_WINDOW_MS;
    if (!isWindowOver && token.windowBytes >= bytesPerMinute) {
      throw new AppError(Status.tooManyRequests);
    }
  }

  async function chargeMinute(token: ViewerToken, bytes: number): Promise<void> {
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
  function served(
    token: ViewerToken,
    book: { id: string; fileSize: number },
    blob: { key: string; size: number; contentType: string; maxRangeBytes: number | null },
    kind: ViewerBytesKind,
  ): ViewerFile {
    const key: BudgetKey = {
      companyId: token.companyId,
      holderId: token.userId ?? (token.linkId as string),
      contentId: book.id,
    };
    return {
      size: blob.size,
      etag: `"${etagOf(blob.key)}"`,
      contentType: blob.contentType,
      maxRangeBytes: blob.maxRangeBytes,
      open: async (range) => (await store.get(blob.key, range))?.stream ?? null,
      charge: async (bytes) => {
        await budget.charge(key, bytes, dailyBudgetOf(book.fileSize));
        await chargeMinute(token, bytes);
      },
      refund: async (bytes) => {
        await budget.refund(key, bytes);
        await db('viewer_tokens')
          .where({ token_hash: token.tokenHash })
          .where('window_bytes', '>=', bytes)
          .decrement('window_bytes', bytes);
      },
      sent: (bytes) => onBytesSent(kind, bytes),
    };
  }

  /** The token, live and still its holder's, with its book. */
  async function heldBook({ scope, tokenId }: TokenCall) {
    const { token } = await usableViewToken({ db, clock }, scope, tokenId);
    const content = await revocation.contentOf(token);
    assertMinuteLeft(token);
    return { token, content, book: { id: content.id, fileSize: Number(content.fileSize ?? 0) } };
  }

  return {
    async file(call: TokenCall): Promise<ViewerFile> {
      const { token, content, book } = await heldBook(call);
      return served(
        token,
        book,
        {
          key: content.fileKey,
          size: book.fileSize,
          contentType: 'application/pdf',
          maxRangeBytes: maxRangeOf(book.fileSize),
        },
        'book',
      );
    },

    /**
     * `GET /viewer/file/{tokenId}/first-page`: the image of page 1 drawn at upload
     * (content/files/firstPage.ts), for the viewer to paint while pdf.js loads; 405 (file not
     * found) when the book has none (yet). The blob is opened once for its size: a store has
     * no separate look-up, and this is one request per open book. Charged to the same budget.
     */
    async firstPage(call: TokenCall): Promise<ViewerFile> {
      const { token, content, book } = await heldBook(call);
      const key = firstPageKey(content.fileKey);
      const stored = (await firstPageSize(db, token.companyId, content.id))
        ? await store.get(key)
        : null;
      if (!stored) throw new AppError(Status.fileNotFound);
      stored.stream.destroy();
      return served(
        token,
        book,
        {
          key,
          size: stored.size,
          contentType: 'image/webp',
          maxRangeBytes: null,
        },
        'first_page',
      );
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
