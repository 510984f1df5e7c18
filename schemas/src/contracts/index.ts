// @hondana/schemas/contracts: the wire contracts shared by server, console and reader.
// Plain data and types only (no Ajv, no Node APIs), so the reader can import it cheaply.
export { Role, staffRoles, readerRoles } from './roles';
export type { RoleLevel } from './roles';
export { Status, statusCatalogue, statusText, statusTexts } from './status';
export type { StatusCode, StatusEntry, StatusName } from './status';
export { camelCase, snakeCase, toCamelKeys, toSnakeKeys } from './caseKeys';
export type { SnakeCase, Wire } from './caseKeys';
export { isRecord } from './isRecord';
export {
  API_BASE,
  SHELL_CONFIG_ELEMENT_ID,
  parseShellConfig,
  ShellConfigError,
  toScriptJson,
} from './shellConfig';
export type { PublicTenant, ShellConfig } from './shellConfig';
export { isPaymentMode, paymentModeOf, paymentModes } from './paymentMode';
export type { PaymentMode, PaymentModeAnswer } from './paymentMode';
export { MAX_PAGE_SIZE } from './page';
export type { Page } from './page';
export type { Profile } from './profile';
export type { Quote, QuoteCharge, QuoteStep } from './quote';
export type { StoredCard, StoredCardAnswer, Transaction, TransactionResult } from './transactions';
export type { SettingsAction, SettingsRecord, SettingsVersion } from './settingsRecord';
export { MAX_NOTE_LENGTH, subscriptionStatuses } from './subscribers';
export type {
  ReaderNote,
  SubscriberNotice,
  SubscriberProfile,
  SubscriberRow,
  SubscriptionStatusName,
} from './subscribers';
export { importModes, isImportMode, isJobFinished } from './importJob';
export type {
  ImportCounts,
  ImportJob,
  ImportJobDetail,
  ImportMode,
  Job,
  JobLog,
  JobStatus,
} from './importJob';
export {
  acceptPreviewDraft,
  draftMessage,
  isPreviewReady,
  previewDraftType,
  previewDesktopWidth,
  previewPage,
  previewPath,
  previewReadyType,
  readyMessage,
} from './preview';
export type {
  PreviewDraft,
  PreviewDraftMessage,
  PreviewExpectations,
  PreviewMessageEvent,
  PreviewReadyMessage,
} from './preview';
export {
  isUsername,
  MAX_PASSWORD,
  MIN_PASSWORD,
  passwordProblem,
  USERNAME_PATTERN,
} from './accountRules';
export type { PasswordProblem } from './accountRules';
export {
  fieldMessageOf,
  fieldMessages,
  fieldText,
  fieldTexts,
  localizeFieldText,
  patternMessage,
} from './fieldMessages';
export type { FieldMessage, FieldMessageKey, Language, ValidationProblem } from './fieldMessages';
export { MAX_RANGE_BYTES, maxRangeOf } from './viewerFile';
export type {
  PlanChangeCharge,
  PlanChangeKind,
  PlanChangeOptions,
  PlanChangeOrder,
  PlanChangeQuote,
  PlanChangeResult,
  ScheduledPlanChange,
} from './planChange';
export { DEFAULT_DASHBOARD_MONTHS, MAX_DASHBOARD_MONTHS } from './dashboard';
export type {
  DashboardBusiness,
  DashboardCoupon,
  DashboardFigures,
  DashboardMonth,
  DashboardPlan,
  DashboardTitle,
} from './dashboard';
export { onboardingSteps } from './onboarding';
export type { OnboardingChecklist, OnboardingStep } from './onboarding';
export type { PlanMarks } from './planMarks';
export type {
  CardTokenisation,
  CouponCheck,
  CouponQuote,
  LearningInfo,
  OfferedPlan,
  Order,
  OrderConfirmation,
  Plan,
  PlanContentGroup,
  Subscription,
  TokenisationConfig,
} from './commerce';
export type { LoginAnswer, SessionUser } from './session';
export type { ContentInfo, PrintRule, ViewerTokenAnswer } from './viewerToken';
export type { Notification, NotificationPage, NotificationUpdate } from './notifications';
export type {
  ContentDetail,
  ContentGroupShelf,
  ContentLayout,
  ContentListItem,
  ReadingProgress,
} from './contentList';
export type {
  AdminContent,
  AdminUser,
  ContentFileState,
  Company,
  Coupon,
  IpGroup,
  Stored,
  UserGroup,
} from './records';
export type {
  WebhookAttempt,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEndpoint,
  WebhookEventType,
} from './webhooks';
export { textStatuses } from './textStatus';
export type { TextStatus } from './textStatus';
export type { StaffIdentity } from './staffIdentity';
export { MAX_APP_PASSWORD_NAME, MAX_APP_PASSWORDS } from './appPasswords';
export type { AppPassword, NewAppPassword } from './appPasswords';
