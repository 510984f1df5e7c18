import type { ViewerWatermark } from '@hondana/schemas/watermark';
import { apiUrl, httpClient } from '../providers/httpClient';
import { refusalOf, type PublishedDraft } from './publishDraft';

export type SampleWatermark =
  { ok: true; watermark: ViewerWatermark } | Extract<PublishedDraft, { ok: false }>;

/** The unsaved `watermark` draft resolved by the server for the admin, as a reader's viewer gets it. */
export async function sampleWatermark(draft: unknown): Promise<SampleWatermark> {
  try {
    const { json } = await httpClient(`${apiUrl}/settings/watermark/sample`, {
      method: 'POST',
      body: JSON.stringify({ data: draft }),
    });
    return { ok: true, watermark: (json as { watermark: ViewerWatermark }).watermark };
  } catch (error) {
    return refusalOf(error);
  }
}
