/** The notifications' answers (`/notification/public/*`), declared once in the contracts. */
export type { Notification, NotificationPage } from '@hondana/schemas/contracts';
