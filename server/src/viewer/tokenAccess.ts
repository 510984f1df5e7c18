import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { findLinkById, isLinkExpired } from '../contentLinks';
import type { Content } from '../content/types';
import { AppError } from '../errors';
import { assertEntitled } from './entitlement';
import { readableContent } from './readable';
import type { ViewerToken } from './tokenStore';

/**
 * The book behind a live viewer token, checked again on every heartbeat and direct open: still
 * published, and still open to its holder. A token opened through a content link stands while
 * the link does (600 once revoked, 811 once expired); any other while its reader is entitled
 * (839), so unpublishing a book or taking it out of every group ends open viewers within a beat.
 */
export async function contentOfToken(
  db: Knex,
  clock: Clock,
  token: ViewerToken,
): Promise<Content & { fileKey: string }> {
  const content = await readableContent(db, token.companyId, token.contentId);
  if (token.linkId !== null) {
    const link = await findLinkById(db, token.companyId, token.linkId);
    if (!link) throw new AppError(Status.invalidToken);
    if (isLinkExpired(link, clock.now())) throw new AppError(Status.accessExpired);
    if (!content.canView) throw new AppError(Status.cannotViewBook);
    return content;
  }
  await assertEntitled(db, {
    companyId: token.companyId,
    reader: { id: token.userId as string },
    content,
    contentGroupId: token.contentGroupId,
    now: clock.now(),
  });
  return content;
}
