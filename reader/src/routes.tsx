import { Suspense } from 'react';
import { lazyPart } from './shared/lazyPart';
import { Navigate, Route, Routes } from 'react-router';
import { HomeLayout } from './layout/HomeLayout';
import { SearchLayout } from './layout/SearchLayout';
import { LayoutGuard } from './layout/LayoutGuard';
import { RootRoute } from './layout/RootRoute';
import { LoginLayout } from './layout/LoginLayout';
import { NotFoundRoute } from './features/notFound/NotFoundRoute';
import HomePage from './features/home/HomePage';
import HomeSearchPage from './features/home/HomeSearchPage';
import ContentGroupPage from './features/contentGroup/ContentGroupPage';

const LoginPage = lazyPart(() => import('./features/login/LoginPage'));
const ForgotPasswordPage = lazyPart(() => import('./features/forgotPassword/ForgotPasswordPage'));
const ProfilePage = lazyPart(() => import('./features/profile/ProfilePage'));
const SearchResultsPage = lazyPart(() => import('./features/search/SearchResultsPage'));
// The viewer (with pdf.js) is its own chunk: the reader's first load never carries it.
const ViewerPage = lazyPart(() => import('./features/viewer/ViewerPage'));
const LinkViewerPage = lazyPart(() =>
  import('./features/viewer/TokenViewerPages').then((module) => ({
    default: module.LinkViewerPage,
  })),
);
const DirectViewPage = lazyPart(() =>
  import('./features/viewer/TokenViewerPages').then((module) => ({
    default: module.DirectViewPage,
  })),
);
const SubscriptionPage = lazyPart(() => import('./features/subscription/SubscriptionPage'));
const PlanDetailPage = lazyPart(() => import('./features/subscription/PlanDetailPage'));
const OrderEntryPage = lazyPart(() => import('./features/subscription/OrderEntryPage'));
const OrderConfirmPage = lazyPart(() => import('./features/subscription/OrderConfirmPage'));
const ThankYouPage = lazyPart(() => import('./features/subscription/ThankYouPage'));
const LearningProcessingPage = lazyPart(
  () => import('./features/subscription/LearningProcessingPage'),
);
const LearningConfirmPage = lazyPart(() => import('./features/subscription/LearningConfirmPage'));
const PaymentErrorPage = lazyPart(() => import('./features/subscription/PaymentErrorPage'));
const NotificationsPage = lazyPart(() => import('./features/notifications/NotificationsPage'));
const PaymentHistoryPage = lazyPart(() => import('./features/paymentHistory/PaymentHistoryPage'));
const PaymentDetailPage = lazyPart(() => import('./features/paymentHistory/PaymentDetailPage'));

/** Spec §2 routes, relative to the tenant's base path (the router's basename). */
export function ReaderRoutes() {
  return (
    <Routes>
      <Route element={<RootRoute />}>
        <Route element={<LoginLayout />}>
          <Route
            path="login"
            element={
              <Suspense fallback={null}>
                <LoginPage />
              </Suspense>
            }
          />
          <Route
            path="forget-password"
            element={
              <Suspense fallback={null}>
                <ForgotPasswordPage />
              </Suspense>
            }
          />
        </Route>
        <Route path="404" element={<NotFoundRoute />} />
        <Route
          path="view-online/:id/:contentGroupId?"
          element={
            <Suspense fallback={null}>
              <ViewerPage />
            </Suspense>
          }
        />
        <Route
          path="content/:contentToken"
          element={
            <Suspense fallback={null}>
              <LinkViewerPage />
            </Suspense>
          }
        />
        <Route
          path="direct-view/:viewToken"
          element={
            <Suspense fallback={null}>
              <DirectViewPage />
            </Suspense>
          }
        />
        <Route element={<LayoutGuard />}>
          <Route element={<SearchLayout />}>
            <Route
              path="search"
              element={
                <Suspense fallback={null}>
                  <SearchResultsPage />
                </Suspense>
              }
            />
            <Route
              path="search/:contentId"
              element={
                <Suspense fallback={null}>
                  <SearchResultsPage />
                </Suspense>
              }
            />
          </Route>
          <Route element={<HomeLayout />}>
            <Route index element={<HomePage />} />
            <Route
              path="profile"
              element={
                <Suspense fallback={null}>
                  <ProfilePage />
                </Suspense>
              }
            />
            {/* Spec 001 §2: the subscription and payment routes. */}
            {(
              [
                ['subscription', SubscriptionPage],
                ['subscription/:id', PlanDetailPage],
                ['order-entry/:id', OrderEntryPage],
                ['veritrans-payment/confirm', OrderConfirmPage],
                ['veritrans-payment/error', PaymentErrorPage],
                // `{product}-payment/*` of the learning service (its product name: learning).
                ['learning-payment/processing', LearningProcessingPage],
                ['learning-payment/confirm', LearningConfirmPage],
                ['learning-payment/error', PaymentErrorPage],
                ['thank-you', ThankYouPage],
                ['notifications', NotificationsPage],
                // Spec 001 §1-3's payment history and its detail (the spec shows no path).
                ['payment-history', PaymentHistoryPage],
                ['payment-history/:id', PaymentDetailPage],
              ] as const
            ).map(([path, Page]) => (
              <Route
                key={path}
                path={path}
                element={
                  <Suspense fallback={null}>
                    <Page />
                  </Suspense>
                }
              />
            ))}
            <Route path="home-search" element={<HomeSearchPage />} />
            <Route path="home-search/:contentGroupId" element={<HomeSearchPage />} />
            <Route path="home-search/:contentGroupId/:contentId" element={<HomeSearchPage />} />
            <Route path=":contentGroupId" element={<ContentGroupPage />} />
            <Route path=":contentGroupId/:contentId" element={<ContentGroupPage />} />
            <Route path="*" element={<Navigate to="/404" replace />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
