import type { SettingsRecord } from '@hondana/schemas/contracts';
import { apiUrl, httpClient } from '../providers/httpClient';

/** What the preview shows: the published draft, or why it cannot be published. */
export type PublishedDraft =
  | { ok: true; data: Record<string, unknown> }
  | { ok: false; message: string; errors: Record<string, string> };

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

/**
 * Sends the unsaved draft through the server's save pipeline without saving it (validate →
 * resolve → sanitise → strip secrets), so the preview shows exactly what a save would publish.
 */
export async function publishDraft(kind: string, draft: unknown): Promise<PublishedDraft> {
  try {
    const { json } = await httpClient(`${apiUrl}/settings/${encodeURIComponent(kind)}/preview`, {
      method: 'POST',
      body: JSON.stringify({ data: draft }),
    });
    return { ok: true, data: (json as Pick<SettingsRecord, 'data'>).data };
  } catch (error) {
    return refusalOf(error);
  }
}

/** A refused preview call's message and field errors, as the pane lists them. */
export function refusalOf(error: unknown): Extract<PublishedDraft, { ok: false }> {
  const body = ((error as { body?: unknown }).body ?? {}) as ErrorBody;
  return {
    ok: false,
    message: typeof body.message === 'string' ? body.message : String(error),
    errors: isTextMap(body.errors) ? body.errors : {},
  };
}

function isTextMap(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}
