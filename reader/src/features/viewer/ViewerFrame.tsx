import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { apiErrorKey } from '../toast/apiErrorKey';
import { PdfViewer } from './PdfViewer';
import type { TokenState } from './useViewerToken';
import type { ViewerCalls } from './viewerApi';

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
  const { t, i18n } = useTranslation();
  // A visitor who is not signed in has no reading position to read or keep.
  const viewerCalls = useMemo<ViewerCalls>(
    () =>
      remembersPosition
        ? calls
        : { ...calls, position: async () => null, savePosition: async () => undefined },
    [calls, remembersPosition],
  );
  if (state.status === 'failed') {
    const detail = apiErrorKey(state.error, (key) => i18n.exists(key));
    return (
      <main className="hd-viewer" data-testid="viewer">
        <div className="hd-viewer__message" role="alert" data-testid="viewer-refused">
          <p>{t('label.notAllowViewBook')}</p>
          {detail && detail !== 'api.error.unknown' && <p>{t(detail)}</p>}
        </div>
      </main>
    );
  }
  const id = state.status === 'ready' ? state.token.contentInfo.id : contentId;
  return (
    <main className="hd-viewer" data-testid="viewer" data-content-id={id}>
      {state.status === 'loading' ? (
        <p className="hd-viewer__message">{t('viewer.loading')}</p>
      ) : (
        <PdfViewer token={state.token} calls={viewerCalls} />
      )}
    </main>
  );
}
