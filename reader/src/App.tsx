import { Suspense, type ReactNode } from 'react';
import { lazyPart } from './shared/lazyPart';
import { BrowserRouter, StaticRouter } from 'react-router';
import { useConfig } from './config/configContext';
import { toRouterBasename } from './config/shellConfig';
import { NotFoundPage } from './features/notFound/NotFoundPage';
import { ReaderRoutes } from './routes';
import { isPaymentErrorPath } from './shared/routing/routeRules';

const PaymentErrorPage = lazyPart(() => import('./features/subscription/PaymentErrorPage'));

interface Props {
  isNotFound: boolean;
  /** Set when the server renders the first paint: the address being answered. */
  location?: string;
}

export function App({ isNotFound, location }: Props) {
  const { basePath } = useConfig();
  // An unknown tenant path has no routes of its own; the server answered HTTP 404. Guard 1:
  // on the payment-error page the reader still learns that the payment failed.
  if (isNotFound && isPaymentErrorPath(location ?? window.location.pathname)) {
    return (
      <AppRouter location={location}>
        <Suspense fallback={null}>
          <PaymentErrorPage />
        </Suspense>
      </AppRouter>
    );
  }
  if (isNotFound) return <NotFoundPage canGoBack />;
  return (
    <AppRouter location={location} basename={toRouterBasename(basePath)}>
      <ReaderRoutes />
    </AppRouter>
  );
}

/** The browser's history, or on the server the one address being rendered. */
function AppRouter({
  location,
  basename,
  children,
}: {
  location?: string;
  basename?: string;
  children: ReactNode;
}) {
  if (location === undefined) return <BrowserRouter basename={basename}>{children}</BrowserRouter>;
  return (
    <StaticRouter location={location} basename={basename}>
      {children}
    </StaticRouter>
  );
}
