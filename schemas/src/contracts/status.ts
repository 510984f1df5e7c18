/**
 * The numeric catalogue (spec 001 §8) by name, with the text each code shows in en and ja.
 * The server sends the English text as `message`; the reader and the console show
 * `api.error.<code>` from these same texts, so a code's meaning lives here only.
 */
export const statusCatalogue = {
  ok: { code: 200, en: 'Done.', ja: '完了しました。' },
  badRequest: {
    code: 400,
    en: 'Some of the information is not valid.',
    ja: '入力内容に誤りがあります。',
  },
  unauthorized: { code: 401, en: 'Please log in again.', ja: 'もう一度ログインしてください。' },
  forbidden: { code: 403, en: 'You do not have permission.', ja: '権限がありません。' },
  notFound: { code: 404, en: 'Not found.', ja: '見つかりません。' },
  fileNotFound: { code: 405, en: 'File not found.', ja: 'ファイルが見つかりません。' },
  badParameters: { code: 406, en: 'Bad parameters.', ja: 'パラメーターに誤りがあります。' },
  nameExists: { code: 407, en: 'The name already exists.', ja: 'この名前は既に存在します。' },
  dateFormat: {
    code: 408,
    en: 'Dates must use the MM/dd/yyyy format.',
    ja: '日付はMM/dd/yyyy形式で入力してください。',
  },
  dateOrder: {
    code: 409,
    en: 'The start date must be before the end date.',
    ja: '開始日は終了日より前にしてください。',
  },
  invalidAccessKey: {
    code: 410,
    en: 'Invalid access key.',
    ja: 'アクセスキーが正しくありません。',
  },
  csvLogExportFailed: {
    code: 411,
    en: 'Cannot export the CSV logs.',
    ja: 'CSVログを出力できません。',
  },
  invalidFile: { code: 412, en: 'The file is not valid.', ja: 'ファイルが正しくありません。' },
  emailExists: {
    code: 413,
    en: 'This e-mail address is already registered.',
    ja: 'このメールアドレスは既に登録されています。',
  },
  domainExists: {
    code: 414,
    en: 'The domain already exists.',
    ja: 'このドメインは既に存在します。',
  },
  invalidDomain: { code: 415, en: 'Invalid domain.', ja: 'ドメインが正しくありません。' },
  ipUserMustChangeCredentials: {
    code: 416,
    en: 'An IP-login user must change both username and password.',
    ja: 'IPログインのユーザーはユーザー名とパスワードの両方を変更してください。',
  },
  companyMaxUsers: {
    code: 417,
    en: 'The company has reached its maximum number of users.',
    ja: '会社のユーザー数が上限に達しています。',
  },
  companyMaxContents: {
    code: 420,
    en: 'The company has reached its maximum number of contents.',
    ja: '会社のコンテンツ数が上限に達しています。',
  },
  wrongCredentials: {
    code: 421,
    en: 'Wrong ID or password.',
    ja: 'IDまたはパスワードが正しくありません。',
  },
  groupSignsInByIp: {
    code: 422,
    en: 'This account signs in by IP address.',
    ja: 'このアカウントはIPアドレスでログインします。',
  },
  groupSignsInById: {
    code: 423,
    en: 'This account signs in by ID and password.',
    ja: 'このアカウントはIDとパスワードでログインします。',
  },
  maxUsersExceeded: {
    code: 424,
    en: 'Maximum number of users exceeded.',
    ja: 'ユーザー数の上限を超えています。',
  },
  accountBlocked: {
    code: 425,
    en: 'Too many failed attempts. The account is locked for 30 minutes.',
    ja: 'ログインに続けて失敗したため、アカウントを30分間ロックしました。',
  },
  importMaxContents: {
    code: 426,
    en: 'The import would exceed the maximum number of contents.',
    ja: 'インポートするとコンテンツ数の上限を超えます。',
  },
  userGroupMaxUsers: {
    code: 427,
    en: 'The user group has reached its maximum number of users.',
    ja: 'ユーザーグループのユーザー数が上限に達しています。',
  },
  importMaxUsers: {
    code: 428,
    en: 'The file would exceed the maximum number of users.',
    ja: 'このファイルを取り込むとユーザー数の上限を超えます。',
  },
  tooManyRequests: {
    code: 429,
    en: 'Too many attempts. Please wait a moment.',
    ja: '試行回数が多すぎます。しばらくしてからお試しください。',
  },
  userGroupInUse: {
    code: 430,
    en: 'The user group is in use.',
    ja: 'このユーザーグループは使用中です。',
  },
  notAutoSignedIn: {
    code: 431,
    en: 'Your IP address is not registered.',
    ja: 'このIPアドレスは登録されていません。',
  },
  ipRangeConflict: {
    code: 432,
    en: 'The IP range conflicts with another group.',
    ja: 'IPアドレスの範囲が他のグループと重複しています。',
  },
  internalError: {
    code: 500,
    en: 'A server error occurred.',
    ja: 'サーバーでエラーが発生しました。',
  },
  createFailed: { code: 501, en: 'Could not create the record.', ja: '登録できませんでした。' },
  externalBookServiceFailed: {
    code: 502,
    en: 'The external book service failed.',
    ja: '外部の書籍サービスでエラーが発生しました。',
  },
  serviceUnavailable: {
    code: 503,
    en: 'The service is unavailable. Please try again later.',
    ja: 'サービスを利用できません。しばらくしてからお試しください。',
  },
  invalidToken: {
    code: 600,
    en: 'This link is not valid or has been used.',
    ja: 'このリンクは無効か、既に使用されています。',
  },
  linkExpired: {
    code: 603,
    en: 'This link has expired. Please request a new one.',
    ja: 'このリンクは有効期限が切れています。もう一度お申し込みください。',
  },
  wrongPassword: {
    code: 609,
    en: 'The current password is wrong.',
    ja: '現在のパスワードが正しくありません。',
  },
  passwordInUse: {
    code: 610,
    en: 'The new password must differ from the current one.',
    ja: '新しいパスワードは現在のパスワードと異なるものにしてください。',
  },
  noPermission: { code: 611, en: 'You do not have permission.', ja: '権限がありません。' },
  cannotRefreshToken: {
    code: 612,
    en: 'Cannot refresh the token.',
    ja: 'トークンを更新できません。',
  },
  noPermissionForAction: { code: 614, en: 'You do not have permission.', ja: '権限がありません。' },
  notRegistered: { code: 701, en: 'You are not registered.', ja: '登録されていません。' },
  // 703, 713, 890, 891: seen in the spec without a meaning; texts chosen (docs/decisions.md).
  userNotFound: { code: 703, en: 'The user was not found.', ja: 'ユーザーが見つかりません。' },
  contentNotFound: {
    code: 713,
    en: 'The content was not found.',
    ja: 'コンテンツが見つかりません。',
  },
  emailInUse: {
    code: 707,
    en: 'This e-mail address is already in use.',
    ja: 'このメールアドレスは既に使用されています。',
  },
  nameInUse: {
    code: 716,
    en: 'The name or code is already used.',
    ja: 'この名前またはコードは既に使用されています。',
  },
  importRunning: {
    code: 746,
    en: 'Another CSV import is running. Try again when it has finished.',
    ja: '別のCSVインポートを実行中です。終了してからもう一度お試しください。',
  },
  sessionMaximum: {
    code: 750,
    en: 'The maximum number of sessions has been reached.',
    ja: 'セッション数が上限に達しました。',
  },
  alreadyFavourite: {
    code: 783,
    en: 'This content is already a favourite.',
    ja: 'このコンテンツはすでにお気に入りです。',
  },
  apiNotAllowed: {
    code: 787,
    en: 'This feature is not available.',
    ja: 'この機能はご利用いただけません。',
  },
  accessExpired: {
    code: 811,
    en: 'Your access has expired.',
    ja: 'アクセスの有効期限が切れています。',
  },
  userBlocked: {
    code: 830,
    en: 'This account is blocked.',
    ja: 'このアカウントはブロックされています。',
  },
  cannotViewBook: {
    code: 839,
    en: 'You are not allowed to view this book.',
    ja: 'この本を閲覧する権限がありません。',
  },
  favouriteNeedsSubscription: {
    code: 840,
    en: 'Favourites need a subscription.',
    ja: 'お気に入りには購読が必要です。',
  },
  planNotFound: {
    code: 831,
    en: 'The subscription plan was not found.',
    ja: 'サブスクリプションプランが見つかりません。',
  },
  planInUse: {
    code: 832,
    en: 'This plan has subscribers and cannot be deleted.',
    ja: '購読者がいるため、このプランは削除できません。',
  },
  couponCodeExists: {
    code: 833,
    en: 'This coupon code already exists.',
    ja: 'このクーポンコードは既に存在します。',
  },
  couponUsedUp: {
    code: 834,
    en: 'This coupon has reached its maximum number of uses.',
    ja: 'このクーポンは利用上限に達しています。',
  },
  couponInvalid: {
    code: 835,
    en: 'This coupon is not valid.',
    ja: 'このクーポンは無効です。',
  },
  discountOrdinalExists: {
    code: 836,
    en: 'This plan already has a discount for that billing period.',
    ja: 'このプランには同じ請求回の割引が既にあります。',
  },
  invalidCard: { code: 841, en: 'The card is not valid.', ja: 'カードが正しくありません。' },
  paymentVerifying: {
    code: 842,
    en: 'Your payment is being verified.',
    ja: 'お支払いを確認しています。',
  },
  paymentSettingsRejected: {
    code: 843,
    en: 'The payment settings are not set up, or the payment service refused the merchant ID and keys.',
    ja: '決済設定が未設定か、決済サービスが加盟店IDとキーを受け付けませんでした。',
  },
  paymentFailed: {
    code: 857,
    en: 'The payment failed.',
    ja: 'お支払いに失敗しました。',
  },
  paymentServiceUnreachable: {
    code: 859,
    en: 'The payment service did not answer. The settings could not be checked; try again later.',
    ja: '決済サービスから応答がありませんでした。設定を確認できませんでした。時間をおいてお試しください。',
  },
  childAccount: {
    code: 860,
    en: 'A child account cannot log in.',
    ja: '子どもアカウントではログインできません。',
  },
  noVerifiedEmail: {
    code: 861,
    en: 'The sign-in provider did not confirm your e-mail address.',
    ja: 'ログインサービスでメールアドレスが確認されていません。',
  },
  accountNotRegistered: {
    code: 862,
    en: 'This account is not registered.',
    ja: 'このアカウントは登録されていません。',
  },
  noTerms: {
    code: 863,
    en: 'No terms and conditions are set.',
    ja: '利用規約が設定されていません。',
  },
  invalidAuthorizeCode: {
    code: 864,
    en: 'The sign-in has expired. Please try again.',
    ja: 'ログインの有効期限が切れました。もう一度お試しください。',
  },
  gatewayError: {
    code: 866,
    en: 'The payment service could not be reached.',
    ja: '決済サービスに接続できませんでした。',
  },
  orderNotFound: { code: 867, en: 'The order was not found.', ja: '注文が見つかりません。' },
  orderClosed: {
    code: 868,
    en: 'This order is already closed.',
    ja: 'この注文は既に完了しています。',
  },
  transactionNotFound: {
    code: 869,
    en: 'The transaction was not found.',
    ja: '取引が見つかりません。',
  },
  amountZero: {
    code: 870,
    en: 'The amount is zero: nothing to charge.',
    ja: '金額が0円のため、請求はありません。',
  },
  paymentProcessing: {
    code: 871,
    en: 'Your payment is still being processed.',
    ja: 'お支払いを処理中です。',
  },
  cardInUse: {
    code: 872,
    en: 'A subscription renews with this card. Cancel it first, or replace the card.',
    ja: 'このカードで更新される購読があります。先に解約するか、カードを変更してください。',
  },
  tooManyFreeDays: {
    code: 880,
    en: 'Free days for the first purchase must be 29 or fewer.',
    ja: '初回購入の無料日数は29日以下にしてください。',
  },
  planAlreadyRegistered: {
    code: 881,
    en: 'You already have this plan. Cancel it before registering again.',
    ja: 'このプランは登録済みです。再登録するには解約してください。',
  },
  otherOrganisation: {
    code: 887,
    en: 'This Microsoft account belongs to another organisation.',
    ja: 'このMicrosoftアカウントは別の組織に属しています。',
  },
  signInMethodUnavailable: {
    code: 888,
    en: 'This sign-in method is not available.',
    ja: 'このログイン方法はご利用いただけません。',
  },
  termsNotAccepted: {
    code: 889,
    en: 'Please accept the terms and conditions first.',
    ja: '先に利用規約に同意してください。',
  },
  invalidSignInToken: {
    code: 890,
    en: 'The sign-in has expired or is not valid. Please sign in again.',
    ja: 'ログイン情報が無効か期限切れです。もう一度ログインしてください。',
  },
  invalidLoginId: {
    code: 891,
    en: 'The login ID is not valid.',
    ja: 'ログインIDが正しくありません。',
  },
  passwordSignInOff: {
    code: 892,
    en: 'This library signs you in through its sign-in service only.',
    ja: 'このサービスでは、指定のログインサービスからのみログインできます。',
  },
  cannotDownload: {
    code: 903,
    en: 'This content cannot be downloaded.',
    ja: 'このコンテンツはダウンロードできません。',
  },
  contentUnpublished: {
    code: 908,
    en: 'This content is not published.',
    ja: 'このコンテンツは公開されていません。',
  },
} as const satisfies Record<string, StatusEntry>;

export interface StatusEntry {
  code: number;
  en: string;
  ja: string;
}

export type StatusName = keyof typeof statusCatalogue;
export type StatusCode = (typeof statusCatalogue)[StatusName]['code'];

/** `Status.accountBlocked` → 425: raise and compare codes by name. */
export const Status = Object.fromEntries(
  Object.entries(statusCatalogue).map(([name, entry]) => [name, entry.code]),
) as { readonly [Name in StatusName]: (typeof statusCatalogue)[Name]['code'] };

const byCode = new Map<number, StatusEntry>(
  Object.values(statusCatalogue).map((entry) => [entry.code, entry]),
);

/** The catalogue's text for a code in `lang`, or undefined for a code it does not name. */
export function statusText(code: number, lang: 'en' | 'ja' = 'en'): string | undefined {
  return byCode.get(code)?.[lang];
}

/**
 * `{ 425: '…', … }` for one language: the `api.error` table of the reader and the console.
 * Keyed by the catalogue's codes, so the table keeps its keys when spread into another.
 */
export function statusTexts(lang: 'en' | 'ja'): Record<StatusCode, string> {
  return Object.fromEntries([...byCode].map(([code, entry]) => [code, entry[lang]])) as Record<
    StatusCode,
    string
  >;
}
