import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { useConfig, useIsOpenType } from '../../config/configContext';
import { useTranslation } from '../../i18n/useTranslation';
import { isElementId } from '../../shared/routing/routeRules';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { useSession } from '../../shared/session/sessionContext';
import { useViewerToken } from './useViewerToken';
import { ViewerFrame } from './ViewerFrame';
import './viewer.css';

/**
 * /view-online/{id}[/{contentGroupId}] (spec §2, no layout, its own lazily loaded chunk with
 * pdf.js): a signed-in reader's viewer, or an OPEN_TYPE visitor's (spec §6: no sign-in there;
 * the server reads it as this browser's device reader). Any other anonymous visitor gets the
 * login dialog and the book opens once they are in; a refused viewer token shows
 * label.notAllowViewBook (spec §4).
 */
export default function ViewerPage() {
  const { id = '', contentGroupId } = useParams();
  const { tenant } = useConfig();
  const isOpenType = useIsOpenType();
  const { status, requireLogin, accessToken } = useSession();
  const isIdValid =
    isElementId(id) && (contentGroupId === undefined || isElementId(contentGroupId));
  const mayRead = status === 'authenticated' || (isOpenType && status !== 'restoring');
  const { state, calls } = useViewerToken(
    isIdValid && mayRead
      ? {
          key: `${id}/${contentGroupId ?? ''}`,
          closesOnLeave: true,
          open: (viewer, previous) =>
            viewer.open({
              contentId: id,
              contentGroupId,
              tokenId: previous,
              servicePath: tenant?.path ?? undefined,
            }),
        }
      : null,
    accessToken,
  );

  const needsSignIn = status === 'anonymous' && !isOpenType;
  useEffect(() => {
    if (needsSignIn) requireLogin();
  }, [needsSignIn, requireLogin]);

  if (!isIdValid) return <Navigate to="/404" replace />;
  if (status === 'restoring') return <PageSpinner />;
  if (needsSignIn) return <SignInFirst onSignIn={() => requireLogin()} />;
  return <ViewerFrame state={state} calls={calls} contentId={id} remembersPosition />;
}

/** The viewer's place while the login dialog is (or can be) open. */
export function SignInFirst({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="hd-viewer" data-testid="viewer">
      <p className="hd-viewer__message">
        <button type="button" className="hd-button" onClick={onSignIn}>
          {t('viewer.signIn')}
        </button>
      </p>
    </main>
  );
}
