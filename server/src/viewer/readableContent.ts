import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { findLinkById, isLinkExpired } from '../contentLinks';
import { isElementId } from '../content/ids';
import { contentRepository } from '../content/repository';
import type { Content } from '../content/types';
import { AppError } from '../errors';
import { assertEntitled } from './entitlement';
import type { ViewerToken } from './tokenStore';

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
