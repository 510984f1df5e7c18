import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { createCache } from '../cache/cache';
import type { Clock } from '../clock';
import type { Content } from '../content/types';
import { AppError } from '../errors';
import { contentOfToken } from './readableContent';
import { tokenStore } from './tokenStore';
import type { ViewerToken } from './tokenStore';

/**
 * How long a token's holder, once checked, is taken to still hold it: the bound within which a
 * block, a sign-out, a refund, an expiry or a revoked link ends every open token
 * (decisions.md, "Revocation of viewer tokens").
 */
export const RECHECK_AFTER_MS = 60_000;

/** Tokens remembered per process; past this, the least recently checked go first. */
export const MAX_REMEMBERED = 10_000;

type ReadableContent = Content & { fileKey: string };

/**
 * Every file, first-page, heartbeat, print and page-view call asks here whether the token's
 * holder still holds it: the reader not blocked, the session that opened the token still
 * live, the book still published and open to them (or the link still standing). The answer is
 * remembered for at most `RECHECK_AFTER_MS` of the app's clock, so a book's ranges cost no
 * extra reads; a token that fails is closed, so it fails at once from then on.
 */
export function createRevocation({ db, clock }: { db: Knex; clock: Clock }) {
  const checked = createCache<string, { at: number; content: ReadableContent }>({
    max: MAX_REMEMBERED,
    ttlMs: RECHECK_AFTER_MS,
    now: () => clock.now().getTime(),
  });

  return {
    /** The token's book while its holder still holds it; otherwise closes it and throws. */
    async contentOf(token: ViewerToken): Promise<ReadableContent> {
      const now = clock.now().getTime();
      const hit = checked.get(token.tokenHash);
      if (hit && hit.at <= now && now - hit.at < RECHECK_AFTER_MS) return hit.content;
      try {
        await assertHolderStands(db, clock, token);
        const content = await contentOfToken(db, clock, token);
        checked.set(token.tokenHash, { at: now, content }, { startedAt: now });
        return content;
      } catch (error) {
        checked.delete(token.tokenHash);
        if (error instanceof AppError) await tokenStore(db).close(token.tokenHash, clock.now());
        throw error;
      }
    },

    /** A token closed by its viewer: nothing to remember. */
    forget(tokenHash: string): void {
      checked.delete(tokenHash);
    },
  };
}

export type Revocation = ReturnType<typeof createRevocation>;

/**
 * 401 once the token's reader is blocked or gone, or the session that opened it was signed out,
 * revoked (blocking revokes them) or expired. A visitor's token (no reader) stands on its link
 * alone. A bearer token that names no session (opened before sessions were recorded) is refused:
 * nothing would end it.
 */
export async function assertHolderStands(
  db: Knex,
  clock: Clock,
  token: ViewerToken,
): Promise<void> {
  if (token.userId === null) return;
  const user = await db('users')
    .where({ company_id: token.companyId, id: token.userId })
    .first('status', 'cancelled_at');
  if (!user || Number(user.status) !== 0 || user.cancelled_at) throw AppError.unauthorized();
  if (token.sessionHash === null) {
    if (token.isBearer) throw new AppError(Status.invalidToken);
    return;
  }
  // sessions.token_hash is the same SHA-256 of the session token (auth/sessions.ts).
  const session = await db('sessions')
    .where({ token_hash: token.sessionHash, user_id: token.userId })
    .whereNull('revoked_at')
    .where('expires_at', '>', clock.now().toISOString())
    .first('id');
  if (!session) throw AppError.unauthorized();
}
