export { createNotifications, presentNotification } from './service';
export type { Notifications } from './service';
export { jstDay, notificationKinds, yen } from './events';
export type { NotificationEvent, NotificationKind } from './events';
export { noticeOf } from './subscriptionNotice';
