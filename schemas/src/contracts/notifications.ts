import type { Page } from './page';

/** One of a reader's notifications as `/notification/public/*` answers it (spec 000 §7). */
export interface Notification {
  id: string;
  type: string;
  title: string;
  content: string;
  /** What the event carried (a plan's name, an order's id …), as the notice was written. */
  data: Record<string, unknown> | null;
  isRead: boolean;
  readAt: string | null;
  /** Written with every notification. */
  createdAt: string;
}

/** `GET /notification/public/page`: newest first, with the reader's unread count. */
export type NotificationPage = Page<Notification> & { unreadCount: number };

/** `PUT /notification/update/`: how many changed, and the unread count after. */
export interface NotificationUpdate {
  updated: number;
  unreadCount: number;
}
