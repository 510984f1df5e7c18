import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { requireReader } from '../access/policy';
import { Role } from '../access/roles';
import type { Actor } from '../access/roles';
import type { ReaderScope } from '../access/scope';
import type { TokenCall } from './calls';
import { isElementId } from '../content/ids';
import type { Content } from '../content/types';
import { AppError } from '../errors';
import type { SettingsService } from '../settings/service';
import { assertEntitled } from './entitlement';
import { HEARTBEAT_INTERVAL_MS, VIEW_TOKEN_TTL_MS } from './limits';
import { liveToken, readableContent } from './readable';
import { newTokenSecret, tokenStore } from './tokenStore';
import type { UsageLog } from './usage';
import { UsageEvent } from './usage';
import { resolveWatermark } from './watermark';

export interface ViewerSessionDeps {
  db: Knex;
  clock: Clock;
  settings: Pick<SettingsService, 'resolveWithSecrets'>;
  usage: UsageLog;
}

export interface OpenRequest {
  contentId: unknown;
  contentGroupId: unknown;
  /** The token this viewer held before (a reload): closed, so its seat passes on. */
  tokenId: unknown;
  referrer: string | null;
  address: string;
}

/**
 * Viewer tokens (`GET /content/public/viewer-token`): issued to an entitled reader, kept
 * alive by heartbeats, closed by the viewer, each holding one concurrent-reader seat.
 */
export function createViewerSessions({ db, clock, settings, usage }: ViewerSessionDeps) {
  async function issue(reader: Actor, companyId: string, content: Content, request: OpenRequest) {
    const now = clock.now();
    const secret = newTokenSecret();
    const expiresAt = new Date(now.getTime() + VIEW_TOKEN_TTL_MS);
    await db.transaction(async (trx) => {
      // A no-op write locks the content row on both dialects: seat counts cannot race.
      await trx('contents')
        .where({ company_id: companyId, id: content.id })
        .update({ max_readers: trx.ref('max_readers') });
      const tokens = tokenStore(trx);
      const previous = typeof request.tokenId === 'string' ? request.tokenId : '';
      const old = previous ? await tokens.find(previous) : null;
      if (old && old.userId === reader.id && old.companyId === companyId) {
        await tokens.close(old.tokenHash, now);
      }
      // An IP account is one login for a whole institution: each open viewer is a seat.
      const seatKey = reader.roleLevel === Role.IP ? null : reader.id;
      const seats = await tokens.seatsInUse(companyId, content.id, now);
      const isSeated = seatKey !== null && seats.includes(seatKey);
      if (content.maxReaders !== null && !isSeated && seats.length >= content.maxReaders) {
        throw new AppError(Status.sessionMaximum);
      }
      await tokens.insert(
        secret,
        {
          purpose: 'VIEW',
          companyId,
          userId: reader.id,
          contentId: content.id,
          contentGroupId:
            typeof request.contentGroupId === 'string' ? request.contentGroupId : null,
          seatKey,
          referrer: request.referrer?.slice(0, 512) ?? null,
          expiresAt,
        },
        now,
      );
    });
    return { secret, expiresAt };
  }

  return {
    async open({ scope, request }: { scope: ReaderScope; request: OpenRequest }) {
      const reader = requireReader(scope);
      const companyId = scope.company.id;
      const content = await readableContent(db, companyId, request.contentId);
      const contentGroupId = groupIdOf(request.contentGroupId);
      await assertEntitled(db, { companyId, reader, content, contentGroupId, now: clock.now() });
      const { secret, expiresAt } = await issue(reader, companyId, content, {
        ...request,
        contentGroupId,
      });
      const mark = await settings.resolveWithSecrets(companyId, 'watermark');
      await usage.record({
        companyId,
        contentId: content.id,
        userId: reader.id,
        event: UsageEvent.OPEN,
        quantity: 1,
        at: clock.now(),
      });
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
          print: content.print,
          download: content.canDownload && reader.roleLevel !== Role.IP,
        },
        watermark: resolveWatermark(mark, { reader, address: request.address, now: clock.now() }),
      };
    },

    /**
     * Keeps a token (and its seat) alive. The content is checked again, so unpublishing a
     * book or taking it out of every group ends open viewers within one beat.
     */
    async heartbeat({ scope, tokenId }: TokenCall) {
      const { reader, token } = await liveToken({ db, clock }, scope, tokenId, 'VIEW');
      const content = await readableContent(db, token.companyId, token.contentId);
      await assertEntitled(db, {
        companyId: token.companyId,
        reader,
        content,
        contentGroupId: token.contentGroupId,
        now: clock.now(),
      });
      const expiresAt = new Date(clock.now().getTime() + VIEW_TOKEN_TTL_MS);
      await tokenStore(db).extend(token.tokenHash, expiresAt);
      return { expiresAt: expiresAt.toISOString() };
    },

    /** The viewer closed: the token stops working and its seat is free at once. */
    async close({ scope, tokenId }: TokenCall) {
      const { token } = await liveToken({ db, clock }, scope, tokenId, 'VIEW');
      await tokenStore(db).close(token.tokenHash, clock.now());
      return { closed: true };
    },
  };
}

export type ViewerSessions = ReturnType<typeof createViewerSessions>;

function groupIdOf(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isElementId(value)) {
    throw AppError.badRequest({ contentGroupId: 'Not a content group id.' });
  }
  return value;
}
