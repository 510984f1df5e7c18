import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { useConfig } from './config/configContext';
import { toRouterBasename } from './config/shellConfig';
import { NotFoundPage } from './features/notFound/NotFoundPage';
import { ReaderRoutes } from './routes';
import { isPaymentErrorPath } from './layout/routeRules';

const PaymentErrorPage = lazy(() => import('./features/subscription/PaymentErrorPage'));

export function App({ isNotFound }: { isNotFound: boolean }) {
  const { basePath } = useConfig();
  // An unknown tenant path has no routes of its own; the server answered HTTP 404. Guard 1:
  // on the payment-error page the reader still learns that the payment failed.
  if (isNotFound && isPaymentErrorPath(window.location.pathname)) {
    return (
      <BrowserRouter>
        <Suspense fallback={null}>
          <PaymentErrorPage />
        </Suspense>
      </BrowserRouter>
    );
  }
  if (isNotFound) return <NotFoundPage canGoBack />;
  return (
    <BrowserRouter basename={toRouterBasename(basePath)}>
      <ReaderRoutes />
    </BrowserRouter>
  );
}
