import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { requireReader } from '../access/policy';
import type { Actor } from '../access/roles';
import type { ReaderScope } from '../access/scope';
import { isElementId } from '../content/ids';
import { contentRepository } from '../content/repository';
import type { Content } from '../content/types';
import { AppError } from '../errors';
import { tokenStore } from './tokenStore';
import type { TokenPurpose, ViewerToken } from './tokenStore';

/** A published content with its file, as a viewer, print or download call needs it. */
export async function readableContent(
  db: Knex,
  companyId: string,
  contentId: unknown,
): Promise<Content & { fileKey: string }> {
  if (!isElementId(contentId)) throw AppError.badRequest({ contentId: 'Not a content id.' });
  const content = await contentRepository(db, companyId).find(contentId);
  if (!content) throw AppError.notFound('Content not found.');
  if (!content.isPublished) throw new AppError(Status.contentUnpublished);
  if (!content.fileKey) throw new AppError(Status.fileNotFound);
  return content as Content & { fileKey: string };
}

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
  const reader = requireReader(scope);
  if (typeof secret !== 'string' || !tokenPattern.test(secret)) {
    throw new AppError(Status.invalidToken);
  }
  const token = await tokenStore(deps.db).find(secret);
  const isTheirs =
    token?.purpose === purpose &&
    token.companyId === scope.company.id &&
    token.userId === reader.id &&
    token.closedAt === null;
  if (!token || !isTheirs) throw new AppError(Status.invalidToken);
  if (token.expiresAt.getTime() <= deps.clock.now().getTime()) {
    throw new AppError(Status.accessExpired);
  }
  return { reader, token };
}
