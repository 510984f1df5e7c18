import type { Page } from '@hondana/schemas/contracts';

/** One notification as `/notification/public/*` answers it (camelCased by the client). */
export interface Notification {
  id: string;
  type: string;
  title: string;
  content: string;
  isRead: boolean;
  readAt: string | null;
  createdAt: string;
}

export type NotificationPage = Page<Notification> & { unreadCount: number };
