import type { WatermarkSettings } from '@hondana/schemas';
import type { AdminScope } from '../access/scope';
import type { Clock } from '../clock';
import type { SettingsService } from '../settings/service';
import { resolveWatermark } from './watermark';

export interface WatermarkPreviewDeps {
  clock: Clock;
  settings: Pick<SettingsService, 'preview'>;
}

export interface WatermarkPreviewCall {
  scope: AdminScope;
  /** The unsaved `watermark` draft, validated as a save would. */
  data: unknown;
  /** The admin's address (`{address}`). */
  address: string;
}

/**
 * The console's watermark preview: the draft resolved by the code that resolves it for
 * readers, with the signed-in admin as the reader ({email}, {name}, {address}), so the preview
 * draws exactly the text a reader would see with their own details.
 */
export function createWatermarkPreview({ clock, settings }: WatermarkPreviewDeps) {
  return {
    async resolve({ scope, data, address }: WatermarkPreviewCall) {
      const draft = (await settings.preview({
        scope,
        kind: 'watermark',
        data,
      })) as unknown as WatermarkSettings;
      return {
        watermark: resolveWatermark(draft, { reader: scope.actor, address, now: clock.now() }),
      };
    },
  };
}

export type WatermarkPreview = ReturnType<typeof createWatermarkPreview>;
