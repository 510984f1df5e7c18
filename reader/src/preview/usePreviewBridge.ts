import { useEffect } from 'react';
import { acceptPreviewDraft, readyMessage, type PreviewDraft } from '@hondana/schemas/contracts';

/**
 * Staff preview inside the console's iframe: announce readiness to the parent, then apply
 * every draft the console sends (docs/contracts.md §4).
 */
export function usePreviewBridge(
  isPreview: boolean,
  kinds: readonly string[],
  onDraft: (draft: PreviewDraft) => void,
): void {
  useEffect(() => {
    if (!isPreview) return;
    const origin = window.location.origin;
    const listener = (event: MessageEvent) => {
      const draft = acceptPreviewDraft(event, { origin, parent: window.parent, kinds });
      if (draft) onDraft(draft);
    };
    window.addEventListener('message', listener);
    window.parent.postMessage(readyMessage(), origin);
    return () => window.removeEventListener('message', listener);
  }, [isPreview, kinds, onDraft]);
}
