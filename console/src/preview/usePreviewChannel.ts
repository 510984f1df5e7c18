import { draftMessage, isPreviewReady } from '@hondana/schemas/contracts';
import { useEffect, useRef, useState, type RefObject } from 'react';

const debounceMs = 150;

/**
 * Posts the unsaved draft to the preview iframe once the reader says it is ready, then again
 * (debounced) on every change. `frameKey` changes when the iframe is reloaded.
 */
export function usePreviewChannel(
  frameRef: RefObject<HTMLIFrameElement | null>,
  frameKey: string,
  kind: string,
  draft: unknown,
): boolean {
  const [readyFrame, setReadyFrame] = useState<string | null>(null);
  const latestDraft = useRef(draft);
  const isReady = readyFrame === frameKey;

  useEffect(() => {
    latestDraft.current = draft;
  }, [draft]);

  useEffect(() => {
    const origin = window.location.origin;
    const onMessage = (event: MessageEvent) => {
      const frameWindow = frameRef.current?.contentWindow;
      if (!isPreviewReady(event, frameWindow, origin)) return;
      setReadyFrame(frameKey);
      frameWindow?.postMessage(draftMessage(kind, latestDraft.current), origin);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameRef, frameKey, kind]);

  useEffect(() => {
    if (!isReady) return;
    const timer = window.setTimeout(() => {
      frameRef.current?.contentWindow?.postMessage(
        draftMessage(kind, draft),
        window.location.origin,
      );
    }, debounceMs);
    return () => window.clearTimeout(timer);
  }, [isReady, frameRef, kind, draft]);

  return isReady;
}
