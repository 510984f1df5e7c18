import type { FirstPageSize } from './firstPageSize';
import { Status } from '@hondana/schemas/contracts';
import type { PrintRule, ViewerTokenAnswer } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { newSecret } from '../access/secrets';
import type { Clock } from '../clock';
import type { Content } from '../content/types';
import { AppError } from '../errors';
import { HEARTBEAT_INTERVAL_MS, VIEW_TOKEN_TTL_MS } from './limits';
import { tokenStore } from './tokenStore';
import type { ViewerToken } from './tokenStore';
import type { ResolvedWatermark } from './watermark';

/** One viewer token to issue: for whom, through what, holding which seat. */
export interface TokenGrant {
  companyId: string;
  content: Content;
  /** The reader, or null for a visitor opening a content link unsigned. */
  userId: string | null;
  /** The seat held; null = the token's own (an IP account's readers, anonymous visitors). */
  seatKey: string | null;
  contentGroupId: string | null;
  linkId?: string | null;
  isBearer?: boolean;
  /** The reader session it is opened in: the token dies with it (revocation.ts). */
  sessionToken: string | null;
  referrer: string | null;
  /** The token this viewer held before (a reload); closed when `mayReplace` says it is ours. */
  previous: unknown;
  mayReplace(old: ViewerToken): boolean;
}

/**
 * Issues a VIEW token for one concurrent-reader seat: 750 when the content's seats are full.
 * A no-op write locks the content row first on both dialects, so seat counts cannot race
 * across instances.
 */
export async function issueViewToken(
  db: Knex,
  clock: Clock,
  grant: TokenGrant,
): Promise<{ secret: string; expiresAt: Date }> {
  const now = clock.now();
  const secret = newSecret();
  const expiresAt = new Date(now.getTime() + VIEW_TOKEN_TTL_MS);
  const { companyId, content } = grant;
  await db.transaction(async (trx) => {
    await trx('contents')
      .where({ company_id: companyId, id: content.id })
      .update({ max_readers: trx.ref('max_readers') });
    const tokens = tokenStore(trx);
    const old =
      typeof grant.previous === 'string' ? await tokens.find(grant.previous, companyId) : null;
    if (old && grant.mayReplace(old)) {
      await tokens.close(old.tokenHash, now);
    }
    const seats = await tokens.seatsInUse(companyId, content.id, now);
    const isSeated = grant.seatKey !== null && seats.includes(grant.seatKey);
    if (content.maxReaders !== null && !isSeated && seats.length >= content.maxReaders) {
      throw new AppError(Status.sessionMaximum);
    }
    await tokens.insert(
      secret,
      {
        purpose: 'VIEW',
        companyId,
        userId: grant.userId,
        contentId: content.id,
        contentGroupId: grant.contentGroupId,
        linkId: grant.linkId ?? null,
        isBearer: grant.isBearer ?? false,
        seatKey: grant.seatKey,
        sessionToken: grant.sessionToken,
        referrer: grant.referrer?.slice(0, 512) ?? null,
        expiresAt,
      },
      now,
    );
  });
  return { secret, expiresAt };
}

/** The viewer's answer for a token (spec §3 viewer token: tokenId, contentInfo, watermark). */
export function viewerAnswer({
  secret,
  expiresAt,
  content,
  mayDownload,
  printPagesLeft,
  watermark,
  firstPage,
}: {
  secret: string;
  expiresAt: Date;
  content: Content;
  /** Page 1's size when its image can be fetched (`/viewer/file/{tokenId}/first-page`). */
  firstPage: FirstPageSize | null;
  mayDownload: boolean;
  /** What the print cap leaves this month; null without a cap. */
  printPagesLeft: number | null;
  watermark: ResolvedWatermark;
}): ViewerTokenAnswer {
  return {
    tokenId: secret,
    expiresAt: expiresAt.toISOString(),
    heartbeatIntervalMs: HEARTBEAT_INTERVAL_MS,
    contentInfo: {
      id: content.id,
      title: content.title,
      author: content.author,
      fileName: content.fileName,
      extensionType: content.extensionType,
      fileSize: content.fileSize,
      view: content.canView,
      print: content.print as PrintRule,
      printPageLimit: content.printPageLimit,
      printPagesLeft,
      download: content.canDownload && mayDownload,
      downloadPageLimit: content.downloadPageLimit,
      firstPage,
    },
    watermark,
  };
}
