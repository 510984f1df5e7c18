import type { Knex } from 'knex';
import { hashSecret } from '../access/secrets';
import { toIso } from '../db/json';

export type TokenPurpose = 'VIEW' | 'DOWNLOAD';

export interface ViewerToken {
  tokenHash: string;
  purpose: TokenPurpose;
  companyId: string;
  /** The reader it was issued to; null for a visitor who opened a content link unsigned. */
  userId: string | null;
  contentId: string;
  contentGroupId: string | null;
  /** The content link it was opened through, if any. */
  linkId: string | null;
  /** Works without the reader's session: the token itself is the credential (links, embeds). */
  isBearer: boolean;
  seatKey: string;
  /** The pages a download token carries; null = the whole book. */
  pageFrom: number | null;
  pageTo: number | null;
  /** The SHA-256 of the reader session that opened it: the token dies with that session. */
  sessionHash: string | null;
  createdAt: Date;
  expiresAt: Date;
  closedAt: Date | null;
  windowStart: Date;
  windowBytes: number;
  /** Page views counted for it so far (printing.ts bounds them by its time open). */
  pageViews: number;
}

export interface NewToken {
  purpose: TokenPurpose;
  companyId: string;
  userId: string | null;
  contentId: string;
  contentGroupId: string | null;
  linkId?: string | null;
  isBearer?: boolean;
  pageFrom?: number | null;
  pageTo?: number | null;
  /** The seat this token holds; null = the token's own (an IP account's readers are many). */
  seatKey: string | null;
  /** The reader session it is opened in (its token, hashed here); null for none. */
  sessionToken?: string | null;
  referrer: string | null;
  expiresAt: Date;
}

/** Viewer and download tokens in the database, so every instance sees the same ones. */
export function tokenStore(db: Knex | Knex.Transaction) {
  return {
    async insert(secret: string, token: NewToken, now: Date): Promise<void> {
      const tokenHash = hashSecret(secret);
      await db('viewer_tokens').insert({
        token_hash: tokenHash,
        purpose: token.purpose,
        company_id: token.companyId,
        user_id: token.userId,
        content_id: token.contentId,
        content_group_id: token.contentGroupId,
        link_id: token.linkId ?? null,
        is_bearer: token.isBearer ?? false,
        page_from: token.pageFrom ?? null,
        page_to: token.pageTo ?? null,
        seat_key: token.seatKey ?? tokenHash,
        session_hash: token.sessionToken ? hashSecret(token.sessionToken) : null,
        referrer: token.referrer,
        created_at: now.toISOString(),
        expires_at: token.expiresAt.toISOString(),
        window_start: now.toISOString(),
        window_bytes: 0,
      });
    },

    /** The token of that secret in `companyId`: another tenant's is as unknown as no token. */
    async find(secret: string, companyId: string): Promise<ViewerToken | null> {
      const row = await db('viewer_tokens')
        .where({ token_hash: hashSecret(secret), company_id: companyId })
        .first();
      return row ? fromRow(row) : null;
    },

    async extend(tokenHash: string, expiresAt: Date): Promise<void> {
      await db('viewer_tokens')
        .where({ token_hash: tokenHash })
        .update({ expires_at: expiresAt.toISOString() });
    },

    async close(tokenHash: string, at: Date): Promise<void> {
      await db('viewer_tokens')
        .where({ token_hash: tokenHash })
        .whereNull('closed_at')
        .update({ closed_at: at.toISOString() });
    },

    async setWindow(tokenHash: string, windowStart: Date, windowBytes: number): Promise<void> {
      await db('viewer_tokens')
        .where({ token_hash: tokenHash })
        .update({ window_start: windowStart.toISOString(), window_bytes: windowBytes });
    },

    /** Seats in use for a content: distinct holders of live, open viewer tokens. */
    async seatsInUse(companyId: string, contentId: string, now: Date): Promise<string[]> {
      const rows = await db('viewer_tokens')
        .where({ company_id: companyId, content_id: contentId, purpose: 'VIEW' })
        .where('expires_at', '>', now.toISOString())
        .whereNull('closed_at')
        .distinct('seat_key');
      return rows.map((row: { seat_key: string }) => row.seat_key);
    },
  };
}

function fromRow(row: Record<string, unknown>): ViewerToken {
  const date = (key: string) => new Date(toIso(row[key]) as string);
  return {
    tokenHash: String(row.token_hash),
    purpose: row.purpose as TokenPurpose,
    companyId: String(row.company_id),
    userId: row.user_id ? String(row.user_id) : null,
    contentId: String(row.content_id),
    contentGroupId: row.content_group_id ? String(row.content_group_id) : null,
    linkId: row.link_id ? String(row.link_id) : null,
    isBearer: Boolean(row.is_bearer),
    pageFrom: row.page_from === null || row.page_from === undefined ? null : Number(row.page_from),
    pageTo: row.page_to === null || row.page_to === undefined ? null : Number(row.page_to),
    seatKey: String(row.seat_key),
    sessionHash: row.session_hash ? String(row.session_hash) : null,
    createdAt: date('created_at'),
    expiresAt: date('expires_at'),
    closedAt: row.closed_at ? date('closed_at') : null,
    windowStart: date('window_start'),
    windowBytes: Number(row.window_bytes),
    pageViews: Number(row.page_views ?? 0),
  };
}
