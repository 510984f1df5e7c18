import { draftMessage, isPreviewReady } from '@hondana/schemas/contracts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { publishDraft, type PublishedDraft } from './publishDraft';

const debounceMs = 150;

export interface PreviewChannel {
  isReady: boolean;
  /** The last draft the server refused, with its errors; null while the draft is valid. */
  refused: Extract<PublishedDraft, { ok: false }> | null;
}

/**
 * Once the reader in the iframe says it is ready, and again (debounced) on every change,
 * publishes the draft through the server and posts the result to the frame. A draft the
 * server refuses is not posted: the pane shows its errors instead. `frameKey` changes when
 * the iframe is reloaded.
 */
export function usePreviewChannel(
  frameRef: RefObject<HTMLIFrameElement | null>,
  frameKey: string,
  kind: string,
  draft: unknown,
): PreviewChannel {
  const [readyFrame, setReadyFrame] = useState<string | null>(null);
  const [refused, setRefused] = useState<PreviewChannel['refused']>(null);
  const isReady = readyFrame === frameKey;
  // Only the newest publish may reach the frame; slower earlier answers are dropped.
  const sequence = useRef(0);

  useEffect(() => {
    const origin = window.location.origin;
    const onMessage = (event: MessageEvent) => {
      if (isPreviewReady(event, frameRef.current?.contentWindow, origin)) setReadyFrame(frameKey);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameRef, frameKey]);

  useEffect(() => {
    if (!isReady) return;
    const run = ++sequence.current;
    const timer = window.setTimeout(async () => {
      const published = await publishDraft(kind, draft);
      if (run !== sequence.current) return;
      if (!published.ok) {
        setRefused(published);
        return;
      }
      setRefused(null);
      frameRef.current?.contentWindow?.postMessage(
        draftMessage(kind, published.data),
        window.location.origin,
      );
    }, debounceMs);
    return () => window.clearTimeout(timer);
  }, [isReady, frameRef, kind, draft]);

  return { isReady, refused };
}
