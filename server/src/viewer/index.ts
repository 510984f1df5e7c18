import type { Knex } from 'knex';
import type { Clock } from '../clock';
import type { SettingsService } from '../settings/service';
import type { BlobStore } from '../storage/blobStore';
import { createDelivery } from './delivery';
import type { ViewerBytesRecorder } from './delivery';
import { createDownloads } from './downloads';
import type { DownloadDeps } from './downloads';
import { DEFAULT_BYTES_PER_MINUTE } from './limits';
import { createLinkSessions } from './linkSessions';
import { createReadingPositions } from './positions';
import { createRevocation } from './revocation';
import { createPrinting } from './printing';
import { createViewerTokens } from './viewerTokens';
import { createTokenSweep } from './sweep';
import { createUsageLog } from './usage';
import { createUsageReport } from './usageReport';

export interface ViewerDeps {
  db: Knex;
  clock: Clock;
  store: BlobStore;
  settings: Pick<SettingsService, 'resolveWithoutSecrets'>;
  bytesPerMinute?: number;
  /** Stamps a download (viewer/stamp.ts's `stampPdf`, run in a PDF work process). */
  stamp: DownloadDeps['stamp'];
  /** Counts bytes the viewer sent (the metrics), by kind. */
  onBytesSent?: ViewerBytesRecorder;
}

/** The reading half of the product on the server (decisions.md, "Online viewer server"). */
export function createViewerServices({ bytesPerMinute, stamp, onBytesSent, ...deps }: ViewerDeps) {
  const usage = createUsageLog(deps.db);
  // One per process: the check every token call makes, remembered for at most a minute.
  const revocation = createRevocation(deps);
  return {
    tokens: createViewerTokens({ ...deps, usage, revocation }),
    links: createLinkSessions({ ...deps, usage }),
    delivery: createDelivery({
      ...deps,
      revocation,
      bytesPerMinute: bytesPerMinute ?? DEFAULT_BYTES_PER_MINUTE,
      onBytesSent,
    }),
    printing: createPrinting({ ...deps, usage, revocation }),
    downloads: createDownloads({ ...deps, usage, stamp, onBytesSent }),
    positions: createReadingPositions(deps),
    usage,
    sweepTokens: createTokenSweep(deps),
    report: createUsageReport({ ...deps, usage }),
  };
}

export type ViewerServices = ReturnType<typeof createViewerServices>;
export { assertEntitled } from './entitlement';
export { createWatermarkPreview } from './watermarkPreview';
export type { WatermarkPreview } from './watermarkPreview';
export { SWEEP_EVERY_MS, SWEEP_SCHEDULE, SWEEP_TOKENS_JOB, SWEEP_TOKENS_LOCK } from './sweep';
