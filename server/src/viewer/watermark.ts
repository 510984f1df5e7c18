import type { WatermarkSettings } from '@hondana/schemas';
import type { Actor } from '../access/roles';
import { japanDate } from '../clock';

/** What the viewer draws on every canvas and a download carries on every page. */
export interface ResolvedWatermark {
  isShow: boolean;
  isOnlineViewer: boolean;
  text: string;
  color: string;
  fontSize: number;
  position: WatermarkSettings['position'];
  opacity: number;
}

export interface WatermarkReader {
  reader: Pick<Actor, 'email' | 'fullName'>;
  /** The address the request came from (`{address}`). */
  address: string;
  now: Date;
}

/**
 * The tenant's watermark for one reader, expanded on the server so the viewer draws text and
 * never sees a template: DEFAULT is the reader's e-mail; CUSTOM text may carry `{email}`,
 * `{name}`, `{date}` (YYYY/MM/DD, Japan time) and `{address}` (the request's IP address).
 */
export function resolveWatermark(
  settings: WatermarkSettings,
  { reader, address, now }: WatermarkReader,
): ResolvedWatermark {
  const values: Record<string, string> = {
    email: reader.email,
    name: reader.fullName,
    date: japanDate(now).replaceAll('-', '/'),
    address,
  };
  const text =
    settings.contentType === 'CUSTOM'
      ? settings.watermarkContent.replace(/\{(email|name|date|address)\}/g, (_, key) => values[key])
      : reader.email;
  return {
    isShow: settings.isShow,
    isOnlineViewer: settings.isOnlineViewer,
    text,
    color: settings.color,
    fontSize: settings.fontSize,
    position: settings.position,
    opacity: settings.opacity,
  };
}
