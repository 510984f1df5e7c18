import { firstPageSize } from './firstPageSize';
import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { Role } from '../access/roles';
import type { ReaderScope } from '../access/scope';
import type { Clock } from '../clock';
import { findLinkByToken, isLinkExpired, recordLinkOpen } from '../contentLinks';
import type { ContentLink } from '../contentLinks';
import { AppError } from '../errors';
import type { SettingsService } from '../settings/service';
import { issueViewToken, viewerAnswer } from './issue';
import { printPagesLeft } from './pageLimits';
import { readableContent } from './readableContent';
import type { UsageLog } from './usage';
import { UsageEvent, loggingSeatRefusals } from './usage';
import { resolveWatermark } from './watermark';

export interface LinkSessionDeps {
  db: Knex;
  clock: Clock;
  settings: Pick<SettingsService, 'resolveWithoutSecrets'>;
  usage: UsageLog;
}

export interface LinkOpenRequest {
  linkToken: unknown;
  /** The token this tab held before (a reload): closed, so its seat passes on. */
  tokenId: unknown;
  /** The signed-in reader's session token, if any: their viewer token dies with it. */
  sessionToken: string | null;
  referrer: string | null;
  address: string;
}

/**
 * Whom a visitor's watermark names when no reader is signed in: the link's label (an admin
 * names a link after whom it is for) or "Shared link", with the address it was opened from.
 */
export function linkVisitor(link: ContentLink | null, address: string) {
  const name = link?.label || 'Shared link';
  return { email: `${name} · ${address}`, fullName: name };
}

/**
 * Opening a content link (`GET /content/link/{contentToken}/viewer-token`): the link is the
 * grant (no group or plan is asked for), the content must be published and allow viewing.
 * A signed-in reader's token is theirs, as a viewer token is; a visitor who is not signed in
 * needs a link open to anyone and gets a bearer token bound to the link.
 */
export function createLinkSessions({ db, clock, settings, usage }: LinkSessionDeps) {
  return {
    async open({ scope, request }: { scope: ReaderScope; request: LinkOpenRequest }) {
      const companyId = scope.company.id;
      const link = await findLinkByToken(db, companyId, request.linkToken);
      if (!link) throw new AppError(Status.invalidToken);
      if (isLinkExpired(link, clock.now())) throw new AppError(Status.accessExpired);
      const reader = scope.reader;
      if (!reader && !link.allowAnonymous) throw AppError.unauthorized();
      const content = await readableContent(db, companyId, link.contentId);
      if (!content.canView) throw new AppError(Status.cannotViewBook);
      const seatKey = reader && reader.roleLevel !== Role.IP ? reader.id : null;
      const refusal = {
        companyId,
        contentId: content.id,
        userId: reader?.id ?? link.id,
        at: clock.now(),
      };
      const { secret, expiresAt } = await loggingSeatRefusals(usage, refusal, () =>
        issueViewToken(db, clock, {
          companyId,
          content,
          userId: reader?.id ?? null,
          seatKey,
          contentGroupId: null,
          linkId: link.id,
          isBearer: reader === null,
          sessionToken: reader ? request.sessionToken : null,
          referrer: request.referrer,
          previous: request.tokenId,
          mayReplace: (old) =>
            old.linkId === link.id && (reader ? old.userId === reader.id : old.isBearer),
        }),
      );
      await recordLinkOpen(db, link, clock.now());
      await usage.record({
        companyId,
        contentId: content.id,
        userId: reader?.id ?? link.id,
        event: UsageEvent.OPEN,
        quantity: 1,
        at: clock.now(),
      });
      const mark = await settings.resolveWithoutSecrets(companyId, 'watermark');
      const holder = reader ?? linkVisitor(link, request.address);
      return {
        ...viewerAnswer({
          secret,
          expiresAt,
          content,
          // Downloads name a person and go through the reader's own entitlement.
          mayDownload: false,
          firstPage: await firstPageSize(db, companyId, content.id),
          printPagesLeft: await printPagesLeft(usage, {
            companyId,
            content,
            usageId: reader?.id ?? link.id,
            now: clock.now(),
          }),
          watermark: resolveWatermark(mark, {
            reader: holder,
            address: request.address,
            now: clock.now(),
          }),
        }),
        link: { label: link.label, expiryDate: link.expiryDate },
      };
    },
  };
}

export type LinkSessions = ReturnType<typeof createLinkSessions>;
