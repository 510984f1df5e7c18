/**
 * Every identity, content and commerce endpoint (issues 3, 4 and 11, purchase flow included) as data: method, path (`{id}` is the
 * path parameter), who calls it and the body keys it reads, so the hostile-input and fuzz
 * suites can walk them all. v1 paths are sent with `?path=sakura` unless a test says otherwise.
 */
export type Caller = 'anonymous' | 'reader' | 'admin';
export type Method = 'get' | 'post' | 'put' | 'delete';

export interface Endpoint {
  method: Method;
  path: string;
  as: Caller;
  /** `/api/admin` (react-admin) rather than `/api/v1`. */
  isAdmin?: boolean;
  /** Another mount than both (`/api/opds/v2`): the label names it. */
  base?: string;
  /** Body keys the endpoint reads (wrong-typed in turn by the tests). */
  keys?: string[];
}

const signIn = ['email', 'username', 'login', 'password', 'keep_login', 'is_mobile_app'];
const oidc = ['code', 'code_verifier', 'redirect_url', 'state', 'nonce', 'keep_login'];
const contentKeys = [
  'title',
  'author',
  'type',
  'keywords',
  'toc',
  'description',
  'param1',
  'print',
  'canView',
  'canDownload',
  'isPublished',
  'seriesKey',
  'publishedDate',
  'groupIds',
  'companyId',
];
const groupKeys = [
  'name',
  'type',
  'isDefault',
  'itemSize',
  'numRow',
  'isWrapLine',
  'refCode',
  'isPublic',
  'contentType',
  'ordinal',
];
const snakeGroupKeys = groupKeys.map((key) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
const userKeys = ['email', 'username', 'password', 'fullName', 'lang', 'status', 'userGroupId'];
const planKeys = [
  'name',
  'imageName',
  'price',
  'discountPrice',
  'duration',
  'durationType',
  'description',
  'numberFreeTerm',
  'contentGroupIds',
  'refCode',
  'isPublished',
];
const snakePlanKeys = planKeys.map((key) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
const couponKeys = ['code', 'discountPercent', 'expiryDate', 'numberOfUsages'];
const ordinalKeys = ['subscriptionPlanId', 'ordinal', 'discountPercent'];
const buttonKeys = [
  'action_type',
  'label',
  'icon',
  'width',
  'height',
  'color',
  'background_color',
  'position',
];
const announcementKeys = ['audience', 'userGroupId', 'userId', 'title', 'body', 'channels'];
const webhookKeys = ['url', 'description', 'eventTypes', 'isEnabled'];
const searchKeys = ['search_requests', 'search_key', 'content_group_id', 'page', 'size', 'sort'];

/** Identity, account, content and viewer endpoints of v1. */
export const v1ReadingEndpoints: Endpoint[] = [
  { method: 'post', path: '/auth/login', as: 'anonymous', keys: signIn },
  { method: 'post', path: '/auth/ip-address-login', as: 'anonymous', keys: signIn },
  { method: 'post', path: '/auth/ip-address-auto-login', as: 'anonymous', keys: signIn },
  { method: 'get', path: '/auth/info', as: 'reader' },
  { method: 'get', path: '/auth/logout', as: 'anonymous' },
  { method: 'get', path: '/auth/oidc/{id}/authorization', as: 'anonymous' },
  { method: 'post', path: '/auth/social-login', as: 'anonymous', keys: oidc },
  { method: 'post', path: '/auth/microsoft-sso-login', as: 'anonymous', keys: oidc },
  {
    method: 'post',
    path: '/auth/learning-id-login',
    as: 'anonymous',
    keys: [...oidc, 'is_accept_terms_and_condition', 'is_subscribe_mail', 'is_mobile_app'],
  },
  { method: 'post', path: '/auth/oidc-login', as: 'anonymous', keys: oidc },
  { method: 'get', path: '/terms-and-condition/public', as: 'anonymous' },
  { method: 'get', path: '/user/detail/{id}', as: 'reader' },
  {
    method: 'put',
    path: '/user/update/{id}',
    as: 'reader',
    keys: ['full_name', 'lang', 'username', 'email'],
  },
  {
    method: 'put',
    path: '/user/change-password',
    as: 'reader',
    keys: ['user_id', 'old_pass', 'new_pass', 'confirm_pass'],
  },
  { method: 'put', path: '/user/change-email/{id}', as: 'reader', keys: ['new_email', 'password'] },
  { method: 'delete', path: '/user/cancel/{id}', as: 'reader' },
  // A reader's app passwords for OPDS clients (issue 35).
  { method: 'get', path: '/user/app-passwords', as: 'reader' },
  { method: 'post', path: '/user/app-passwords', as: 'reader', keys: ['name'] },
  { method: 'delete', path: '/user/app-passwords/{id}', as: 'reader' },
  { method: 'put', path: '/user/reset-password/{id}', as: 'admin' },
  { method: 'put', path: '/auth/forgot-password', as: 'anonymous', keys: ['email'] },
  {
    method: 'post',
    path: '/auth/reset-password',
    as: 'anonymous',
    keys: ['token', 'new_password', 'confirm_password'],
  },
  { method: 'get', path: '/content/page', as: 'reader' },
  { method: 'get', path: '/content/public/page', as: 'anonymous' },
  { method: 'get', path: '/content/detail/{id}', as: 'reader' },
  { method: 'get', path: '/content/public/detail', as: 'anonymous' },
  { method: 'get', path: '/content/public/page/series-content', as: 'anonymous' },
  {
    method: 'post',
    path: '/content/favorites/add',
    as: 'reader',
    keys: ['content_id', 'content_group_id'],
  },
  { method: 'delete', path: '/content/favorites/delete/{id}', as: 'reader' },
  {
    method: 'post',
    path: '/content/trending/add',
    as: 'reader',
    keys: ['content_id', 'content_group_id'],
  },
  { method: 'delete', path: '/content/trending/delete/{id}', as: 'reader' },
  { method: 'get', path: '/content/export-csv', as: 'admin' },
  { method: 'get', path: '/content-group/public/list', as: 'anonymous' },
  { method: 'get', path: '/content-group/content-group-list', as: 'reader' },
  { method: 'get', path: '/content-group/favorites-recently-read', as: 'reader' },
  { method: 'get', path: '/content-group/public/content-layout-detail', as: 'anonymous' },
  { method: 'get', path: '/content-group/page', as: 'admin' },
  { method: 'get', path: '/content-group/all', as: 'admin' },
  { method: 'get', path: '/content-group/detail/{id}', as: 'admin' },
  { method: 'post', path: '/content-group/add', as: 'admin', keys: snakeGroupKeys },
  { method: 'put', path: '/content-group/update/{id}', as: 'admin', keys: snakeGroupKeys },
  { method: 'delete', path: '/content-group/delete/{id}', as: 'admin' },
  { method: 'post', path: '/content-group/reset-content-group', as: 'admin' },
  { method: 'put', path: '/content-group/update-ref-code', as: 'admin', keys: ['id', 'ref_code'] },
  { method: 'post', path: '/content/upload-add', as: 'admin', keys: ['content-data', 'file'] },
  {
    method: 'put',
    path: '/content/replace-content/{id}',
    as: 'admin',
    keys: ['content-data', 'file'],
  },
  { method: 'get', path: '/content/cover/{id}', as: 'anonymous' },
  { method: 'post', path: '/import-csv-file/upload-csv', as: 'admin', keys: ['file', 'mode'] },
  // The content detail page's buttons (spec 001 §7 `/button/*`, issue 31).
  { method: 'get', path: '/button/list', as: 'admin' },
  { method: 'get', path: '/button/page', as: 'admin' },
  { method: 'get', path: '/button/detail/{id}', as: 'admin' },
  { method: 'post', path: '/button/add', as: 'admin', keys: buttonKeys },
  { method: 'put', path: '/button/update/{id}', as: 'admin', keys: buttonKeys },
  { method: 'delete', path: '/button/delete/{id}', as: 'admin' },
  ...viewerEndpoints(),
];

/** Plans, subscriptions, coupons, orders and payments of v1. */
export const v1CommerceEndpoints: Endpoint[] = [
  { method: 'get', path: '/subscription-plan/public/user/page', as: 'anonymous' },
  { method: 'get', path: '/subscription-plan/public/{id}', as: 'anonymous' },
  { method: 'post', path: '/subscription-plan/add', as: 'admin', keys: snakePlanKeys },
  { method: 'get', path: '/subscription-plan/user/registered/page', as: 'reader' },
  { method: 'get', path: '/subscription-plan/user/registered/{id}', as: 'reader' },
  { method: 'delete', path: '/subscription-plan/user/cancel/registered/{id}', as: 'reader' },
  { method: 'get', path: '/subscription-plan/user/registered/{id}/changes', as: 'reader' },
  { method: 'get', path: '/subscription-plan/user/registered/{id}/change-quote', as: 'reader' },
  {
    method: 'post',
    path: '/subscription-plan/user/registered/{id}/changes',
    as: 'reader',
    keys: ['subscription_plan_id'],
  },
  { method: 'delete', path: '/subscription-plan/user/registered/{id}/changes', as: 'reader' },
  {
    method: 'post',
    path: '/subscription-plan/user/register',
    as: 'reader',
    keys: ['subscription_plan_id', 'coupon_code', 'update_content_group'],
  },
  { method: 'get', path: '/manage-coupon/page', as: 'admin' },
  { method: 'get', path: '/manage-coupon', as: 'admin' },
  { method: 'get', path: '/manage-coupon/{id}', as: 'admin' },
  { method: 'post', path: '/manage-coupon/add', as: 'admin', keys: ['data'] },
  { method: 'get', path: '/manage-coupon/user/get', as: 'reader' },
  { method: 'get', path: '/discount-ordinal/page', as: 'admin' },
  { method: 'get', path: '/discount-ordinal/{id}', as: 'admin' },
  { method: 'post', path: '/discount-ordinal/add', as: 'admin', keys: ['data'] },
  {
    method: 'post',
    path: '/veritrans/confirm-order',
    as: 'reader',
    keys: [
      'order_id',
      'coupon_code',
      'token',
      'redirect_url',
      'card_holder_name',
      'card_holder_email',
    ],
  },
  { method: 'get', path: '/veritrans/card', as: 'reader' },
  // The harness's reader holds renewing subscriptions: the removal is refused (872).
  { method: 'delete', path: '/veritrans/card', as: 'reader' },
  { method: 'post', path: '/veritrans/add-card', as: 'reader', keys: ['token'] },
  { method: 'get', path: '/payment/card-token-config', as: 'reader' },
  {
    method: 'post',
    path: '/veritrans/order-receive',
    as: 'reader',
    keys: ['subscription_plan_id', 'coupon_code'],
  },
  {
    method: 'post',
    path: '/veritrans/charge',
    as: 'reader',
    keys: ['subscription_plan_id', 'coupon_code', 'token', 'redirect_url'],
  },
  { method: 'post', path: '/gmo/charge', as: 'reader', keys: ['subscription_plan_id', 'token'] },
  { method: 'post', path: '/gmo/add-card', as: 'reader', keys: ['token'] },
  {
    method: 'post',
    path: '/learning-payment/order-receive',
    as: 'reader',
    keys: ['order_id', 'redirect_url', 'state'],
  },
  { method: 'get', path: '/learning-payment/get-info', as: 'reader' },
  {
    method: 'post',
    path: '/learning-payment/confirm-order',
    as: 'reader',
    keys: ['gid_order_no', 'periodic_payment_id', 'coupon_code'],
  },
  {
    method: 'post',
    path: '/company/check-api-setting-veritrans',
    as: 'admin',
    keys: ['merchant_ccid', 'merchant_secret_key', 'token_api_key'],
  },
  {
    method: 'post',
    path: '/company/check-api-setting-gmo',
    as: 'admin',
    keys: ['merchant_ccid', 'merchant_secret_key', 'site_id', 'site_password'],
  },
  { method: 'get', path: '/transaction/page', as: 'reader' },
  { method: 'get', path: '/transaction/detail/{id}', as: 'reader' },
  { method: 'get', path: '/transaction/receipt/{id}', as: 'reader' },
  { method: 'get', path: '/notification/public/page', as: 'reader' },
  { method: 'get', path: '/notification/public/detail/{id}', as: 'reader' },
  {
    method: 'put',
    path: '/notification/update/',
    as: 'reader',
    keys: ['ids', 'id', 'all', 'is_read'],
  },
];

/** Every v1 endpoint (the fuzz, header and other walks take them all). */
export const v1Endpoints: Endpoint[] = [...v1ReadingEndpoints, ...v1CommerceEndpoints];

/** The online viewer and downloads (issue 10); `{id}` is a token or a content id. */
function viewerEndpoints(): Endpoint[] {
  return [
    { method: 'get', path: '/content/public/viewer-token', as: 'reader' },
    { method: 'post', path: '/viewer/tokens/{id}/heartbeat', as: 'reader' },
    { method: 'delete', path: '/viewer/tokens/{id}', as: 'reader' },
    { method: 'post', path: '/viewer/tokens/{id}/print', as: 'reader', keys: ['pages'] },
    { method: 'post', path: '/viewer/tokens/{id}/page-views', as: 'reader', keys: ['pages'] },
    { method: 'get', path: '/viewer/file/{id}', as: 'reader' },
    { method: 'get', path: '/content/get-content-download-spec', as: 'reader' },
    { method: 'get', path: '/viewer/download/{id}', as: 'reader' },
    { method: 'get', path: '/content/reading-position/{id}', as: 'reader' },
    {
      method: 'post',
      path: '/content/public/direct-view-token',
      as: 'reader',
      keys: ['content_id', 'content_group_id'],
    },
    { method: 'get', path: '/viewer/tokens/{id}', as: 'anonymous' },
    { method: 'get', path: '/content/link/{id}/viewer-token', as: 'anonymous' },
    {
      method: 'put',
      path: '/content/reading-position/{id}',
      as: 'reader',
      keys: ['page', 'zoom'],
    },
  ];
}

/**
 * The OPDS catalogue (issue 35), under `/api/opds/v2` rather than `/api/v1`: its callers sign in
 * with an app password (tests/api/opds/hostile.test.ts walks these with one); `{id}` is a
 * content or group id.
 */
export const opdsEndpoints: Endpoint[] = (
  [
    { method: 'get', path: '/authentication', as: 'anonymous' },
    { method: 'get', path: '/placeholder.png', as: 'anonymous' },
    { method: 'get', path: '/catalog', as: 'reader' },
    { method: 'get', path: '/publications', as: 'reader' },
    { method: 'get', path: '/groups/{id}', as: 'reader' },
    { method: 'get', path: '/search', as: 'reader' },
    { method: 'get', path: '/publications/{id}', as: 'reader' },
    { method: 'get', path: '/publications/{id}/download', as: 'reader' },
  ] as const
).map((e) => ({ ...e, base: '/api/opds/v2' }));

/** Search is tested last (another change may still be landing in server/src/search). */
export const v1SearchEndpoints: Endpoint[] = [
  { method: 'post', path: '/content/search', as: 'reader', keys: searchKeys },
  { method: 'post', path: '/content/public/search', as: 'anonymous', keys: searchKeys },
  { method: 'post', path: '/content/full-text-search', as: 'reader', keys: searchKeys },
  { method: 'post', path: '/content/public/full-text-search', as: 'anonymous', keys: searchKeys },
];

function resource(base: string, keys: string[]): Endpoint[] {
  return [
    { method: 'get', path: base, as: 'admin' },
    { method: 'get', path: `${base}/{id}`, as: 'admin' },
    { method: 'post', path: base, as: 'admin', keys },
    { method: 'put', path: `${base}/{id}`, as: 'admin', keys },
    { method: 'delete', path: `${base}/{id}`, as: 'admin' },
  ];
}

const adminRoutes: Endpoint[] = [
  ...resource('/users', userKeys),
  { method: 'get', path: '/users/export', as: 'admin' },
  { method: 'put', path: '/users/{id}/status', as: 'admin', keys: ['status'] },
  { method: 'put', path: '/users/{id}/password', as: 'admin', keys: ['password'] },
  ...resource('/user-groups', ['name', 'maxUsers', 'loginMethod']),
  ...resource('/ip-groups', ['name', 'cidr', 'userGroupId']),
  { method: 'post', path: '/imports/users', as: 'admin', keys: ['file', 'mode'] },
  { method: 'get', path: '/imports', as: 'admin' },
  { method: 'get', path: '/imports/{id}', as: 'admin' },
  { method: 'get', path: '/imports/{id}/log', as: 'admin' },
  ...resource('/contents', contentKeys),
  { method: 'get', path: '/contents/export', as: 'admin' },
  { method: 'post', path: '/contents/import', as: 'admin', keys: ['file', 'mode'] },
  { method: 'put', path: '/contents/bulk', as: 'admin', keys: ['ids', 'action', 'groupId'] },
  ...resource('/content-groups', groupKeys),
  { method: 'post', path: '/content-groups/reset', as: 'admin' },
  { method: 'put', path: '/content-groups/ref-codes', as: 'admin', keys: ['id', 'refCode'] },
  { method: 'post', path: '/content-files', as: 'admin', keys: ['content-data', 'file'] },
  { method: 'put', path: '/content-files/{id}', as: 'admin', keys: ['content-data', 'file'] },
  { method: 'get', path: '/content-files/{id}/status', as: 'admin' },
  { method: 'post', path: '/content-files/{id}/extract-text', as: 'admin' },
  { method: 'post', path: '/settings/header/preview', as: 'admin', keys: ['data'] },
  { method: 'post', path: '/settings/mailTemplates/mails', as: 'admin', keys: ['data'] },
  { method: 'post', path: '/settings/watermark/sample', as: 'admin', keys: ['data'] },
  { method: 'post', path: '/settings/payment/verify', as: 'admin', keys: ['data'] },
  { method: 'get', path: '/payment-mode', as: 'admin' },
  ...resource('/plans', planKeys),
  { method: 'get', path: '/plans/content-groups', as: 'admin' },
  ...resource('/coupons', couponKeys),
  ...resource('/content-links', ['contentId', 'label', 'expiryDate', 'allowAnonymous']),
  { method: 'get', path: '/usage', as: 'admin' },
  { method: 'get', path: '/dashboard', as: 'admin' },
  // A new tenant's setup checklist (issue 31).
  { method: 'get', path: '/onboarding', as: 'admin' },
  { method: 'get', path: '/usage/export', as: 'admin' },
  ...resource('/discount-ordinals', ordinalKeys),
  { method: 'get', path: '/transactions', as: 'admin' },
  { method: 'get', path: '/transactions/{id}', as: 'admin' },
  { method: 'get', path: '/transactions/{id}/receipt', as: 'admin' },
  { method: 'get', path: '/transactions/export', as: 'admin' },
  { method: 'post', path: '/transactions/{id}/refund', as: 'admin', keys: ['amount'] },
  { method: 'get', path: '/announcements', as: 'admin' },
  { method: 'get', path: '/announcements/{id}', as: 'admin' },
  { method: 'post', path: '/announcements', as: 'admin', keys: announcementKeys },
  { method: 'post', path: '/announcements/preview', as: 'admin', keys: announcementKeys },
  { method: 'post', path: '/transactions/{id}/receipt-mail', as: 'admin' },
  // Subscribers (issue 31): the list and export, an admin's cancel, complimentary access,
  // a reader's profile and notes.
  { method: 'get', path: '/subscriptions', as: 'admin' },
  { method: 'get', path: '/subscriptions/export', as: 'admin' },
  { method: 'get', path: '/subscriptions/{id}', as: 'admin' },
  { method: 'post', path: '/subscriptions', as: 'admin', keys: ['userId', 'planId', 'days'] },
  { method: 'post', path: '/subscriptions/{id}/cancel', as: 'admin', keys: ['when'] },
  { method: 'get', path: '/subscribers/{id}', as: 'admin' },
  { method: 'post', path: '/subscribers/{id}/notes', as: 'admin', keys: ['body'] },
  { method: 'delete', path: '/subscribers/{id}/notes/1', as: 'admin' },
  // Signed webhooks (issue 35): endpoints, secret rotation, the delivery log and replay.
  { method: 'get', path: '/webhook-endpoints', as: 'admin' },
  { method: 'get', path: '/webhook-endpoints/{id}', as: 'admin' },
  { method: 'post', path: '/webhook-endpoints', as: 'admin', keys: webhookKeys },
  { method: 'put', path: '/webhook-endpoints/{id}', as: 'admin', keys: webhookKeys },
  { method: 'delete', path: '/webhook-endpoints/{id}', as: 'admin' },
  { method: 'post', path: '/webhook-endpoints/{id}/rotate-secret', as: 'admin' },
  { method: 'get', path: '/webhook-deliveries', as: 'admin' },
  { method: 'get', path: '/webhook-deliveries/{id}', as: 'admin' },
  { method: 'post', path: '/webhook-deliveries/{id}/replay', as: 'admin' },
  // COUNTER reports and integration tokens (issue 35); the SUSHI API's own walk is
  // tests/api/counter/sushiHostile.test.ts.
  { method: 'get', path: '/counter-reports/institutions', as: 'admin' },
  { method: 'get', path: '/counter-reports/{id}/tsv', as: 'admin' },
  { method: 'get', path: '/integration-tokens', as: 'admin' },
  { method: 'get', path: '/integration-tokens/{id}', as: 'admin' },
  { method: 'post', path: '/integration-tokens', as: 'admin', keys: ['name', 'role'] },
  { method: 'delete', path: '/integration-tokens/{id}', as: 'admin' },
];

export const adminEndpoints = adminRoutes.map((e) => ({ ...e, isAdmin: true }));

export const label = (e: Endpoint) =>
  `${e.method.toUpperCase()} ${e.base ?? `/api/${e.isAdmin ? 'admin' : 'v1'}`}${e.path}`;
export const isMutating = (e: Endpoint) => e.method !== 'get';
