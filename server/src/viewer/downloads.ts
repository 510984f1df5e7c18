import type { Readable } from 'node:stream';
import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { requireReader } from '../access/policy';
import { Role } from '../access/roles';
import type { Actor } from '../access/roles';
import type { ReaderScope } from '../access/scope';
import { hashSecret, newSecret } from '../access/secrets';
import type { Content } from '../content/types';
import { AppError } from '../errors';
import type { SettingsService } from '../settings/service';
import type { BlobStore } from '../storage/blobStore';
import { assertEntitled } from './entitlement';
import { DOWNLOAD_TOKEN_TTL_MS } from './limits';
import { readableContent } from './readableContent';
import { liveToken } from './tokenChecks';
import { downloadRange } from './pageLimits';
import type { StampRequest } from './stamp';
import { tokenStore } from './tokenStore';
import type { UsageLog } from './usage';
import { UsageEvent } from './usage';
import { assertHolderStands } from './revocation';
import { resolveWatermark } from './watermark';
import type { ViewerBytesRecorder } from './delivery';

export interface DownloadDeps {
  db: Knex;
  clock: Clock;
  store: BlobStore;
  settings: Pick<SettingsService, 'resolveWithoutSecrets'>;
  usage: UsageLog;
  /** `stampPdf` run where a hostile file cannot stall the server (pdfWork/, services.ts). */
  stamp: (original: Readable, request: StampRequest) => Promise<Uint8Array>;
  /** Counts the stamped copies' bytes (the metrics). */
  onBytesSent?: ViewerBytesRecorder;
}

/**
 * Downloads (spec 000 §3 download object): a one-time download token for a reader the content
 * allows to download (903 otherwise), and the PDF stamped with that reader's watermark.
 */
export function createDownloads({
  db,
  clock,
  store,
  settings,
  usage,
  stamp,
  onBytesSent = () => undefined,
}: DownloadDeps) {
  async function assertMayDownload(reader: Actor, companyId: string, content: Content) {
    await assertEntitled(db, {
      companyId,
      reader,
      content,
      contentGroupId: null,
      now: clock.now(),
    });
    // A stamped copy must name a person: an institution's shared IP login cannot download,
    // nor an OPEN_TYPE visitor's device reader (auth/deviceReaders.ts).
    if (!content.canDownload || reader.roleLevel === Role.IP || reader.isDevice) {
      throw new AppError(Status.cannotDownload);
    }
  }

  return {
    /** `GET /content/get-content-download-spec`. */
    async spec({
      scope,
      request,
    }: {
      scope: ReaderScope;
      request: {
        contentId: unknown;
        pageFrom?: unknown;
        pageTo?: unknown;
        address: string;
        /** The reader's session token: the download token dies with that session. */
        sessionToken: string | null;
      };
    }) {
      const reader = requireReader(scope);
      const companyId = scope.company.id;
      const content = await readableContent(db, companyId, request.contentId);
      await assertMayDownload(reader, companyId, content);
      const range = downloadRange(request.pageFrom, request.pageTo, content.downloadPageLimit);
      const now = clock.now();
      const secret = newSecret();
      await tokenStore(db).insert(
        secret,
        {
          purpose: 'DOWNLOAD',
          companyId,
          userId: reader.id,
          contentId: content.id,
          contentGroupId: null,
          seatKey: null,
          sessionToken: request.sessionToken,
          referrer: null,
          pageFrom: range?.from ?? null,
          pageTo: range?.to ?? null,
          expiresAt: new Date(now.getTime() + DOWNLOAD_TOKEN_TTL_MS),
        },
        now,
      );
      return {
        downloadId: secret,
        authId: reader.id,
        authName: reader.email,
        authKey: traceCodeOf(secret),
        customName: customNameOf(content),
        pageFrom: range?.from ?? null,
        pageTo: range?.to ?? null,
      };
    },

    /**
     * `GET /viewer/download/{downloadId}`: the stamped PDF, once per download token, while the
     * session it was asked in stands and the reader may still download the book.
     */
    async download({
      scope,
      request,
    }: {
      scope: ReaderScope;
      request: { downloadId: unknown; address: string };
    }) {
      const { reader, token } = await liveToken(
        { db, clock },
        scope,
        request.downloadId,
        'DOWNLOAD',
      );
      await assertHolderStands(db, clock, token);
      const content = await readableContent(db, token.companyId, token.contentId);
      await assertMayDownload(reader, token.companyId, content);
      const mark = await settings.resolveWithoutSecrets(token.companyId, 'watermark');
      const watermark = resolveWatermark(mark.isShow ? mark : { ...mark, contentType: 'DEFAULT' }, {
        reader,
        address: request.address,
        now: clock.now(),
      });
      const traceCode = traceCodeOf(request.downloadId as string);
      const pages =
        token.pageFrom !== null && token.pageTo !== null
          ? { from: token.pageFrom, to: token.pageTo }
          : null;
      const blob = await store.get(content.fileKey);
      if (!blob) throw new AppError(Status.fileNotFound);
      // Streamed to the work process: a 200 MB original is never held in the server's memory.
      const bytes = await stamp(blob.stream, {
        watermark,
        email: reader.email,
        traceCode,
        pages,
      }).catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        // Past the PDF work's limits, or its process died: not the reader's doing, and the
        // token stays open for another try. The cause goes to the log (errors/middleware.ts).
        throw Object.assign(new AppError(Status.serviceUnavailable), { cause: error });
      });
      const now = clock.now();
      await db.transaction(async (trx) => {
        await tokenStore(trx).close(token.tokenHash, now);
        // The token row is swept a day after; the trace stays, so the code keeps its reader.
        await trx('download_traces').insert({
          trace_code: traceCode,
          company_id: token.companyId,
          user_id: reader.id,
          user_email: reader.email,
          content_id: content.id,
          content_title: content.title.slice(0, 500),
          page_from: pages?.from ?? null,
          page_to: pages?.to ?? null,
          address: request.address.slice(0, 64),
          downloaded_at: now.toISOString(),
        });
      });
      await usage.record({
        companyId: token.companyId,
        contentId: content.id,
        userId: reader.id,
        event: UsageEvent.DOWNLOAD,
        quantity: 1,
        at: clock.now(),
      });
      onBytesSent('download', bytes.byteLength);
      return { bytes, fileName: customNameOf(content) };
    },
  };
}

export type Downloads = ReturnType<typeof createDownloads>;

/** The download's trace code: drawn into every page of the copy, found again in `download_traces`. */
function traceCodeOf(secret: string): string {
  return hashSecret(secret).slice(0, 16);
}

/** The file name a download is saved under: the title, without path or control characters. */
function customNameOf(content: Content): string {
  const base = content.title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim() || content.id;
  return `${base.slice(0, 120)}.pdf`;
}
