import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ViewRefused } from '../errors/ViewRefused';
import { useBookFile } from './useBookFile';
import { useFirstPage } from './useFirstPage';
import type { PdfViewer as PdfViewerType } from './PdfViewer';
import type { TokenState } from './useViewerToken';
import type { ViewerCalls } from './viewerApi';

type PdfViewerComponent = typeof PdfViewerType;

// pdf.js (400 KB of script, and its worker) is asked for as soon as a viewer route shows, not
// when the token is here: the token request no longer waits for it to load and compile, and
// the book's first ranges travel beside it (docs/performance.md "Online viewer"). Not
// React.lazy: its Suspense boundary holds content back for 300 ms once it has shown the
// fallback, longer than the wait it would cover. Never on the server (no first paint here).
let loaded: PdfViewerComponent | null = null;
const loading =
  typeof window === 'undefined'
    ? null
    : import('./PdfViewer').then((module) => (loaded = module.PdfViewer));

/** The book's component once its chunk is here; `failed` when it could not be loaded. */
function usePdfViewer(): PdfViewerComponent | 'failed' | null {
  // A component is a function: useState would call it as an initialiser.
  const [component, setComponent] = useState<PdfViewerComponent | 'failed' | null>(() => loaded);
  useEffect(() => {
    if (component || !loading) return;
    let isLive = true;
    loading.then(
      (viewer) => isLive && setComponent(() => viewer),
      () => isLive && setComponent('failed'),
    );
    return () => {
      isLive = false;
    };
  }, [component]);
  return component;
}

interface Props {
  state: TokenState;
  calls: ViewerCalls;
  /** The content's id once known, for tests and the page's own address. */
  contentId?: string;
  /** Whether the reading position is kept: only a signed-in reader has one. */
  remembersPosition: boolean;
}

/**
 * Every viewer route's body: the book once its token is here, `label.notAllowViewBook` with
 * the catalogue's own text when it was refused (spec §4).
 */
export function ViewerFrame({ state, calls, contentId, remembersPosition }: Props) {
  const { t } = useTranslation();
  // A visitor who is not signed in has no reading position to read or keep.
  const viewerCalls = useMemo<ViewerCalls>(
    () =>
      remembersPosition
        ? calls
        : { ...calls, position: async () => null, savePosition: async () => undefined },
    [calls, remembersPosition],
  );
  const token = state.status === 'ready' ? state.token : null;
  // Page 1's image first, then the book's ranges (useFirstPage.ts).
  const firstPage = useFirstPage(token);
  const file = useBookFile(firstPage === undefined ? null : token);
  const PdfViewer = usePdfViewer();
  if (state.status === 'failed') {
    return (
      <main className="hd-viewer" data-testid="viewer">
        <ViewRefused error={state.error} />
      </main>
    );
  }
  const id = state.status === 'ready' ? state.token.contentInfo.id : contentId;
  return (
    <main className="hd-viewer" data-testid="viewer" data-content-id={id}>
      {PdfViewer === 'failed' ? (
        <p className="hd-viewer__message" role="alert" data-testid="viewer-error">
          {t('viewer.failed')}
        </p>
      ) : state.status === 'loading' || !file || !PdfViewer ? (
        <p className="hd-viewer__message">{t('viewer.loading')}</p>
      ) : (
        <PdfViewer token={state.token} file={file} calls={viewerCalls} firstPage={firstPage} />
      )}
    </main>
  );
}
