/**
 * What a reader is told about their subscription (issue 11): each kind is an in-app
 * notification and a mail, both rendered from `templates/mail/{lang}/{kind}.*.hbs`.
 */
export const notificationKinds = [
  'payment-succeeded',
  'renewal-charged',
  'payment-failed',
  'payment-retry-failed',
  'payment-action-required',
  'subscription-cancelled',
  'free-period-ending',
  'payment-refunded',
] as const;

export type NotificationKind = (typeof notificationKinds)[number];

/** One event for one reader; `subjectId` (order, payment or subscription) makes it once-only. */
export interface NotificationEvent {
  companyId: string;
  userId: string;
  kind: NotificationKind;
  subjectId: string;
  /** Plan name, amounts and dates: shown in the texts and kept as the notification's data. */
  values: Record<string, string | number>;
}

const JST_OFFSET_MS = 9 * 3_600_000;

/** A date as readers of a Japanese service read it: YYYY/MM/DD on the Japan wall clock. */
export function jstDay(value: Date | string): string {
  const wall = new Date(new Date(value).getTime() + JST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall.getUTCFullYear()}/${pad(wall.getUTCMonth() + 1)}/${pad(wall.getUTCDate())}`;
}

/** Integer yen with thousands separators (the templates add ¥ or 円). */
export function yen(amount: number): string {
  return amount.toLocaleString('en-US');
}
