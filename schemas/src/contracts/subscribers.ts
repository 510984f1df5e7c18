/**
 * The subscribers' answers of the admin API (issue 31): `/api/admin/subscriptions` rows and a
 * reader's profile, `/api/admin/subscribers/{userId}`. Declared once for server and console.
 */

/** lifecycle.ts's statuses (server/src/subscriptions/model.ts). */
export type SubscriptionStatusName = 'PENDING' | 'ACTIVE' | 'PAST_DUE' | 'CANCEL' | 'REFUNDED';

export const subscriptionStatuses: readonly SubscriptionStatusName[] = [
  'PENDING',
  'ACTIVE',
  'PAST_DUE',
  'CANCEL',
  'REFUNDED',
];

/** One subscription with its reader and plan, as the admin's list shows it. */
export interface SubscriberRow {
  id: string;
  userId: string;
  userFullName: string;
  userEmail: string | null;
  username: string | null;
  planId: string;
  planName: string;
  status: SubscriptionStatusName;
  /** Free days of the first order running: nothing charged yet. */
  isTrial: boolean;
  /** Granted by an admin at no charge; never renewed. */
  isComplimentary: boolean;
  registeredAt: string | null;
  /** The running (or last) period: reading is open until `usageEndDate`. */
  usageStartDate: string | null;
  usageEndDate: string | null;
  nextBillingDate: string | null;
  cancelDate: string | null;
  failedAttempts: number;
}

/** An admin's note on a reader. */
export interface ReaderNote {
  id: string;
  body: string;
  authorName: string;
  createdAt: string | null;
}

/** A notification the reader was sent (the newest few on the profile). */
export interface SubscriberNotice {
  id: string;
  type: string;
  title: string;
  isRead: boolean;
  createdAt: string | null;
}

/** `/api/admin/subscribers/{userId}`: a reader's profile; payments are `/transactions?userId`. */
export interface SubscriberProfile {
  id: string;
  email: string | null;
  username: string | null;
  fullName: string;
  lang: string;
  status: number;
  createdAt: string;
  subscriptions: SubscriberRow[];
  notifications: SubscriberNotice[];
  notes: ReaderNote[];
}

/** The longest note an admin may write (characters). */
export const MAX_NOTE_LENGTH = 1000;
