import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { requireReader } from '../access/policy';
import type { Actor } from '../access/roles';
import type { ReaderScope } from '../access/scope';
import { AppError } from '../errors';
import { tokenStore } from './tokenStore';
import type { TokenPurpose, ViewerToken } from './tokenStore';

/** Tokens are 43 URL-safe characters; anything else is refused before a lookup. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * The caller's live token of `purpose`: 401 without a reader session; 600 for an unknown,
 * closed or foreign token (another tenant's or reader's looks exactly like an unknown one,
 * so a token says nothing to whoever holds it wrongly); 811 once it has expired.
 */
export async function liveToken(
  deps: { db: Knex; clock: Clock },
  scope: ReaderScope,
  secret: unknown,
  purpose: TokenPurpose,
): Promise<{ reader: Actor; token: ViewerToken }> {
  const found = await lookUp(deps.db, scope, secret);
  return owned(deps.clock, scope, found, purpose);
}

/**
 * A live viewer token for a viewer's calls (file, heartbeat, print, page views, close). A
 * bearer token (content links, embeds) is its own credential within its tenant; any other is
 * its reader's, as `liveToken` checks. `usageId` is whom the usage log counts: the reader, or
 * the link for a visitor who is not signed in.
 */
export async function usableViewToken(
  deps: { db: Knex; clock: Clock },
  scope: ReaderScope,
  secret: unknown,
  { closedWithinMs = 0 }: { closedWithinMs?: number } = {},
): Promise<{ token: ViewerToken; usageId: string }> {
  const found = await lookUp(deps.db, scope, secret);
  // Known to nobody in this tenant: 600 even without a session (an embed's stale address is
  // no sign-in matter).
  if (!found) throw new AppError(Status.invalidToken);
  if (found.isBearer && found.purpose === 'VIEW' && found.companyId === scope.company.id) {
    assertOpen(deps.clock, found, closedWithinMs);
    return { token: found, usageId: found.userId ?? (found.linkId as string) };
  }
  const { reader, token } = owned(deps.clock, scope, found, 'VIEW', closedWithinMs);
  return { token, usageId: reader.id };
}

/** Looked up in the call's tenant only, as row-level security reads it on PostgreSQL too. */
async function lookUp(db: Knex, scope: ReaderScope, secret: unknown): Promise<ViewerToken | null> {
  if (typeof secret !== 'string' || !tokenPattern.test(secret)) return null;
  return tokenStore(db).find(secret, scope.company.id);
}

function owned(
  clock: Clock,
  scope: ReaderScope,
  token: ViewerToken | null,
  purpose: TokenPurpose,
  closedWithinMs = 0,
): { reader: Actor; token: ViewerToken } {
  const reader = requireReader(scope);
  const isTheirs =
    token?.purpose === purpose &&
    token.companyId === scope.company.id &&
    token.userId === reader.id;
  if (!token || !isTheirs) throw new AppError(Status.invalidToken);
  assertOpen(clock, token, closedWithinMs);
  return { reader, token };
}

/** 600 once closed (revoked) longer than `closedWithinMs` ago, 811 once expired. */
function assertOpen(clock: Clock, token: ViewerToken, closedWithinMs = 0): void {
  const closedFor = token.closedAt && clock.now().getTime() - token.closedAt.getTime();
  if (closedFor !== null && closedFor >= closedWithinMs) throw new AppError(Status.invalidToken);
  if (token.expiresAt.getTime() <= clock.now().getTime()) {
    throw new AppError(Status.accessExpired);
  }
}
