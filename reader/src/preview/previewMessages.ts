import { isRecord } from '../config/shellConfig';

export const PREVIEW_READY = 'hondana:preview-ready';
export const PREVIEW_DRAFT = 'hondana:preview-draft';

export interface PreviewDraft {
  kind: string;
  data: Record<string, unknown>;
}

/** The parts of a MessageEvent the rules look at. */
export interface PreviewMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

export interface PreviewExpectations {
  origin: string;
  parent: unknown;
  kinds: readonly string[];
}

/**
 * Returns the draft when the message comes from the console that framed us (same origin,
 * sent by the parent window) and names a public kind with an object payload; else null.
 */
export function acceptPreviewDraft(
  message: PreviewMessage,
  expected: PreviewExpectations,
): PreviewDraft | null {
  if (message.origin !== expected.origin || message.source !== expected.parent) return null;
  const { data } = message;
  if (!isRecord(data) || data.type !== PREVIEW_DRAFT) return null;
  if (typeof data.kind !== 'string' || !expected.kinds.includes(data.kind)) return null;
  if (!isRecord(data.data)) return null;
  return { kind: data.kind, data: data.data };
}
