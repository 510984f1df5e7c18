import { firstPageSize } from './firstPageSize';
import type { Knex } from 'knex';
import { requireReader } from '../access/policy';
import { Role } from '../access/roles';
import type { ReaderScope } from '../access/scope';
import type { Clock } from '../clock';
import { findLinkById } from '../contentLinks';
import { isElementId } from '../content/ids';
import { visibleContents } from '../content/visibility';
import { Status } from '@hondana/schemas/contracts';
import { AppError } from '../errors';
import type { SettingsService } from '../settings/service';
import type { TokenCall } from './calls';
import { assertEntitled } from './entitlement';
import type { Content } from '../content/types';
import { issueViewToken, viewerAnswer } from './issue';
import { printPagesLeft } from './pageLimits';
import { linkVisitor } from './linkSessions';
import { VIEW_TOKEN_TTL_MS } from './limits';
import { readableContent } from './readableContent';
import { usableViewToken } from './tokenChecks';
import type { Revocation } from './revocation';
import { tokenStore } from './tokenStore';
import type { UsageLog } from './usage';
import { UsageEvent, loggingSeatRefusals } from './usage';
import { resolveWatermark } from './watermark';
import type { WatermarkReader } from './watermark';

export interface ViewerTokenDeps {
  db: Knex;
  clock: Clock;
  settings: Pick<SettingsService, 'resolveWithoutSecrets'>;
  usage: UsageLog;
  revocation: Revocation;
}

export interface OpenRequest {
  contentId: unknown;
  contentGroupId: unknown;
  /** The token this viewer held before (a reload): closed, so its seat passes on. */
  tokenId: unknown;
  /** The reader's session token: the viewer token dies with that session. */
  sessionToken: string | null;
  referrer: string | null;
  address: string;
}

/**
 * Viewer tokens (`GET /content/public/viewer-token`): issued to an entitled reader, kept
 * alive by heartbeats, closed by the viewer, each holding one concurrent-reader seat. A reader
 * may also take a bearer token for an embed (`/direct-view/{viewToken}`), which an app's web
 * view opens without the reader's session.
 */
export function createViewerTokens({ db, clock, settings, usage, revocation }: ViewerTokenDeps) {
  async function watermarkFor(
    companyId: string,
    holder: WatermarkReader['reader'],
    address: string,
  ) {
    const mark = await settings.resolveWithoutSecrets(companyId, 'watermark');
    return resolveWatermark(mark, { reader: holder, address, now: clock.now() });
  }

  /** An entitled reader's new token for a content, bearer for embeds. */
  async function issueFor(scope: ReaderScope, request: OpenRequest, isBearer: boolean) {
    const reader = requireReader(scope);
    const companyId = scope.company.id;
    const content = await readableContent(db, companyId, request.contentId);
    const contentGroupId = groupIdOf(request.contentGroupId);
    if (reader.isDevice) await assertVisitorSees(db, companyId, content);
    await assertEntitled(db, { companyId, reader, content, contentGroupId, now: clock.now() });
    const refusal = { companyId, contentId: content.id, userId: reader.id, at: clock.now() };
    const { secret, expiresAt } = await loggingSeatRefusals(usage, refusal, () =>
      issueViewToken(db, clock, {
        companyId,
        content,
        userId: reader.id,
        // An IP account is one login for a whole institution: each open viewer is a seat.
        seatKey: reader.roleLevel === Role.IP ? null : reader.id,
        contentGroupId,
        isBearer,
        sessionToken: request.sessionToken,
        referrer: request.referrer,
        previous: request.tokenId,
        mayReplace: (old) => old.userId === reader.id,
      }),
    );
    await usage.record({
      companyId,
      contentId: content.id,
      userId: reader.id,
      event: UsageEvent.OPEN,
      quantity: 1,
      at: clock.now(),
    });
    return { reader, content, secret, expiresAt };
  }

  const leftFor = (companyId: string, content: Content, usageId: string) =>
    printPagesLeft(usage, { companyId, content, usageId, now: clock.now() });

  /** Who a token's watermark names: its reader, looked up (a bearer call has no session). */
  async function holderOf(companyId: string, userId: string) {
    const row = await db('users')
      .where({ company_id: companyId, id: userId })
      .first('email', 'full_name');
    return { email: String(row?.email ?? ''), fullName: String(row?.full_name ?? '') };
  }

  return {
    async open({ scope, request }: { scope: ReaderScope; request: OpenRequest }) {
      const { reader, content, secret, expiresAt } = await issueFor(scope, request, false);
      return viewerAnswer({
        secret,
        expiresAt,
        content,
        // A download names a person (contracts.md §9): an IP login or a device names none.
        mayDownload: reader.roleLevel !== Role.IP && !reader.isDevice,
        printPagesLeft: await leftFor(scope.company.id, content, reader.id),
        firstPage: await firstPageSize(db, scope.company.id, content.id),
        watermark: await watermarkFor(scope.company.id, reader, request.address),
      });
    },

    /**
     * `POST /content/public/direct-view-token`: a bearer token for an app or learning-service
     * embed, opened at `/direct-view/{viewToken}` without the reader's session.
     */
    async openDirect({ scope, request }: { scope: ReaderScope; request: OpenRequest }) {
      const { secret, expiresAt } = await issueFor(scope, request, true);
      return {
        viewToken: secret,
        path: `/direct-view/${secret}`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /**
     * `GET /viewer/tokens/{tokenId}`: what the viewer needs for a token it was handed (a direct
     * view), checked as a heartbeat checks it. Downloads need a person's session: never here.
     */
    async describe({ scope, tokenId, address }: TokenCall & { address: string }) {
      const { token, usageId } = await usableViewToken({ db, clock }, scope, tokenId);
      const content = await revocation.contentOf(token);
      const holder =
        token.userId !== null
          ? await holderOf(token.companyId, token.userId)
          : linkVisitor(await findLinkById(db, token.companyId, token.linkId as string), address);
      return viewerAnswer({
        secret: tokenId as string,
        expiresAt: token.expiresAt,
        content,
        mayDownload: false,
        printPagesLeft: await leftFor(token.companyId, content, usageId),
        firstPage: await firstPageSize(db, token.companyId, content.id),
        watermark: await watermarkFor(token.companyId, holder, address),
      });
    },

    /**
     * Keeps a token (and its seat) alive while its holder still holds it (revocation.ts); a
     * heartbeat that fails closes the token.
     */
    async heartbeat({ scope, tokenId }: TokenCall) {
      const { token } = await usableViewToken({ db, clock }, scope, tokenId);
      await revocation.contentOf(token);
      const expiresAt = new Date(clock.now().getTime() + VIEW_TOKEN_TTL_MS);
      await tokenStore(db).extend(token.tokenHash, expiresAt);
      return { expiresAt: expiresAt.toISOString() };
    },

    /** The viewer closed: the token stops working and its seat is free at once. */
    async close({ scope, tokenId }: TokenCall) {
      const { token } = await usableViewToken({ db, clock }, scope, tokenId);
      await tokenStore(db).close(token.tokenHash, clock.now());
      revocation.forget(token.tokenHash);
      return { closed: true };
    },
  };
}

export type ViewerSessions = ReturnType<typeof createViewerTokens>;

/**
 * A device reader (an OPEN_TYPE visitor) opens only what a visitor sees: a content of a public
 * group (visibility.ts); a person of the tenant sees every published one.
 */
async function assertVisitorSees(db: Knex, companyId: string, content: Content) {
  const visible = await visibleContents(db, { companyId, userId: null });
  if (!(await visible().where('contents.id', content.id).first('contents.id'))) {
    throw new AppError(Status.cannotViewBook);
  }
}

function groupIdOf(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isElementId(value)) {
    throw AppError.badRequest({ contentGroupId: 'Not a content group id.' });
  }
  return value;
}
