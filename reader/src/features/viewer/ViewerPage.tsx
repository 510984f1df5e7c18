import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { isElementId } from '../../layout/routeRules';
import { PageSpinner } from '../session/PageSpinner';
import { useSession } from '../session/sessionContext';
import { apiErrorKey } from '../toast/apiErrorKey';
import { PdfViewer } from './PdfViewer';
import { useViewerToken } from './useViewerToken';
import './viewer.css';

/**
 * /view-online/{id}[/{contentGroupId}] (spec §2, no layout, its own lazily loaded chunk with
 * pdf.js): a signed-in reader's viewer. An anonymous visitor gets the login dialog and the
 * book opens once they are in; a refused viewer token shows label.notAllowViewBook (spec §4).
 */
export default function ViewerPage() {
  const { t, i18n } = useTranslation();
  const { id = '', contentGroupId } = useParams();
  const { status, requireLogin, accessToken } = useSession();
  const isIdValid =
    isElementId(id) && (contentGroupId === undefined || isElementId(contentGroupId));
  const isSignedIn = status === 'authenticated';
  const { state, calls } = useViewerToken(id, contentGroupId, isIdValid && isSignedIn, accessToken);

  useEffect(() => {
    if (status === 'anonymous') requireLogin();
  }, [status, requireLogin]);

  if (!isIdValid) return <Navigate to="/404" replace />;
  if (status === 'restoring') return <PageSpinner />;
  if (status === 'anonymous') {
    return (
      <main className="hd-viewer" data-testid="viewer">
        <p className="hd-viewer__message">
          <button type="button" className="hd-button" onClick={() => requireLogin()}>
            {t('viewer.signIn')}
          </button>
        </p>
      </main>
    );
  }
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
  return (
    <main className="hd-viewer" data-testid="viewer" data-content-id={id}>
      {state.status === 'loading' ? (
        <p className="hd-viewer__message">{t('viewer.loading')}</p>
      ) : (
        <PdfViewer token={state.token} calls={calls} />
      )}
    </main>
  );
}
