import { Navigate, useParams } from 'react-router';
import { ApiError, UNAUTHORIZED } from '../../api/client';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { useSession } from '../../shared/session/sessionContext';
import { useViewerToken } from './useViewerToken';
import { ViewerFrame } from './ViewerFrame';
import { SignInFirst } from './ViewerPage';
import './viewer.css';

/** Content links and viewer tokens are 43 URL-safe characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * /content/{contentToken} (spec §2, no layout): a content link an admin shared. A link open to
 * anyone opens at once; one for readers answers 401, which opens the login dialog, and the book
 * opens once the reader is in. The link is the grant: no group or plan is asked for.
 */
export function LinkViewerPage() {
  const { contentToken = '' } = useParams();
  const { status, requireLogin, accessToken } = useSession();
  const isValid = TOKEN_PATTERN.test(contentToken);
  const isSignedIn = status === 'authenticated';
  const { state, calls } = useViewerToken(
    isValid && status !== 'restoring'
      ? {
          key: `${contentToken}/${isSignedIn}`,
          closesOnLeave: true,
          open: (viewer, previous) => viewer.openLink(contentToken, previous),
        }
      : null,
    accessToken,
  );

  if (!isValid) return <Navigate to="/404" replace />;
  if (status === 'restoring') return <PageSpinner />;
  const needsSignIn =
    !isSignedIn &&
    state.status === 'failed' &&
    state.error instanceof ApiError &&
    state.error.status === UNAUTHORIZED;
  if (needsSignIn) return <SignInFirst onSignIn={() => requireLogin()} />;
  return <ViewerFrame state={state} calls={calls} remembersPosition={isSignedIn} />;
}

/**
 * /direct-view/{viewToken} (spec §2, no layout; guard 5: a view token is enough): the viewer
 * for a token an app or the learning service took for its reader and opens in a web view,
 * without the reader's session.
 */
export function DirectViewPage() {
  const { viewToken = '' } = useParams();
  const { status, accessToken } = useSession();
  const isValid = TOKEN_PATTERN.test(viewToken);
  const { state, calls } = useViewerToken(
    isValid && status !== 'restoring'
      ? { key: viewToken, closesOnLeave: false, open: (viewer) => viewer.describe(viewToken) }
      : null,
    accessToken,
  );
  if (!isValid) return <Navigate to="/404" replace />;
  if (status === 'restoring') return <PageSpinner />;
  return <ViewerFrame state={state} calls={calls} remembersPosition={status === 'authenticated'} />;
}
