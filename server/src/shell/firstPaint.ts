import type { PublicSettings } from '@hondana/schemas';

/**
 * What a reader route needs for its first paint beyond the entry script: the lazily loaded
 * page modules it shows (as the reader's Vite manifest names their sources) and, on the home
 * page of a tenant with a slide banner, the carousel and its first image. The shell names them
 * as preloads, so the browser fetches them beside the entry script instead of after it has
 * run: on a phone-class CPU every lazy level after the entry costs a round trip that cannot
 * start until the entry's code has executed (docs/performance.md, paint in Chromium).
 * A module the manifest does not know (a renamed page) only loses its preload.
 */
export interface FirstPaint {
  /** Identifies the preloads in a cache key: routes with the same key share one shell. */
  key: string;
  modules: string[];
  /** `media` chooses the variant the page will show (`all` when there is one). */
  images: { href: string; media: string }[];
}

/** Every lazy module named here (a test checks that the built reader has each). */
export const lazyPages = {
  login: 'src/features/login/LoginPage.tsx',
  forgotPassword: 'src/features/forgotPassword/ForgotPasswordPage.tsx',
  profile: 'src/features/profile/ProfilePage.tsx',
  search: 'src/features/search/SearchResultsPage.tsx',
  detail: 'src/features/contentDetail/ContentDetailPage.tsx',
  viewer: 'src/features/viewer/ViewerPage.tsx',
  // pdf.js and the book's pages: a lazy part of the viewer page, needed at once all the same.
  pdfViewer: 'src/features/viewer/PdfViewer.tsx',
  tokenViewer: 'src/features/viewer/TokenViewerPages.tsx',
  subscription: 'src/features/subscription/SubscriptionPage.tsx',
  plan: 'src/features/subscription/PlanDetailPage.tsx',
  orderEntry: 'src/features/subscription/OrderEntryPage.tsx',
  orderConfirm: 'src/features/subscription/OrderConfirmPage.tsx',
  thankYou: 'src/features/subscription/ThankYouPage.tsx',
  paymentError: 'src/features/subscription/PaymentErrorPage.tsx',
  learningProcessing: 'src/features/subscription/LearningProcessingPage.tsx',
  learningConfirm: 'src/features/subscription/LearningConfirmPage.tsx',
  notifications: 'src/features/notifications/NotificationsPage.tsx',
  paymentHistory: 'src/features/paymentHistory/PaymentHistoryPage.tsx',
  paymentDetail: 'src/features/paymentHistory/PaymentDetailPage.tsx',
  slideBanner: 'src/features/banner/SlideBanner.tsx',
} as const;
const page = lazyPages;

/** Reader routes (reader/src/routes.tsx) by the path after the tenant's base, first match. */
const routes: [name: string, pattern: RegExp, modules: string[]][] = [
  ['login', /^login$/, [page.login]],
  ['forgot', /^forget-password$/, [page.forgotPassword]],
  ['profile', /^profile$/, [page.profile]],
  ['search', /^search$/, [page.search]],
  ['searchDetail', /^search\/[^/]+$/, [page.search, page.detail]],
  ['viewer', /^view-online\//, [page.viewer, page.pdfViewer]],
  // A content link or a direct view (no layout), before a group's content takes the shape.
  ['tokenViewer', /^(content|direct-view)\/[^/]+$/, [page.tokenViewer, page.pdfViewer]],
  ['subscription', /^subscription$/, [page.subscription]],
  ['plan', /^subscription\/[^/]+$/, [page.plan]],
  ['orderEntry', /^order-entry\//, [page.orderEntry]],
  ['orderConfirm', /^veritrans-payment\/confirm$/, [page.orderConfirm]],
  ['thankYou', /^thank-you$/, [page.thankYou]],
  ['paymentError', /^(veritrans|learning)-payment\/error$/, [page.paymentError]],
  ['learningProcessing', /^learning-payment\/processing$/, [page.learningProcessing]],
  ['learningConfirm', /^learning-payment\/confirm$/, [page.learningConfirm]],
  ['notifications', /^notifications$/, [page.notifications]],
  ['paymentHistory', /^payment-history$/, [page.paymentHistory]],
  ['paymentDetail', /^payment-history\/[^/]+$/, [page.paymentDetail]],
  // A group's or the home search's content: /{group}/{content}, /home-search/{group}/{content}.
  ['groupDetail', /^(home-search\/)?[^/]+\/[^/]+$/, [page.detail]],
];

export function firstPaintOf(rest: string, settings: PublicSettings): FirstPaint {
  const path = rest.replace(/\/+$/, '');
  const route = routes.find(([, pattern]) => pattern.test(path));
  const paint =
    path === ''
      ? homeOf(settings)
      : route
        ? { key: route[0], modules: route[2], images: [] }
        : none;
  // The header's logo is often the largest thing of the first paint (the LCP element): fetched
  // beside the entry script it is there when the header renders. The viewer has no header.
  const logo = settings.header.logo || settings.company.logo;
  const isViewer = route?.[0] === 'viewer' || route?.[0] === 'tokenViewer';
  if (!logo || isViewer || settings.layout.noLayout) return paint;
  return { ...paint, images: [{ href: logo, media: 'all' }, ...paint.images] };
}

const none: FirstPaint = { key: '', modules: [], images: [] };

/** The home page shows the banner; a slide banner's carousel is a lazy module of its own. */
function homeOf(settings: PublicSettings): FirstPaint {
  const { banner } = settings;
  const first = banner.slides[0];
  if (!banner.isShow || banner.typeBanner !== 'SLIDE' || !first) return none;
  // The carousel's <picture> takes the mobile image below 768 px (reader MOBILE_QUERY).
  const desktop = first.desktopSlideImage || first.mobileSlideImage;
  const images = first.mobileSlideImage
    ? [
        { href: first.mobileSlideImage, media: MOBILE },
        ...(desktop ? [{ href: desktop, media: NOT_MOBILE }] : []),
      ]
    : desktop
      ? [{ href: desktop, media: 'all' }]
      : [];
  return { key: 'homeSlides', modules: [page.slideBanner], images };
}

const MOBILE = '(max-width: 767.98px)';
const NOT_MOBILE = '(min-width: 768px)';
