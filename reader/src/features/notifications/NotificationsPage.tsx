import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../api/apiContext';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { day } from '../subscription/money';
import { useToast } from '../toast/toastContext';
import type { Notification, NotificationPage } from './types';
import './notifications.css';

/**
 * /notifications (spec 001 §2): the reader's notifications, newest first, 10 a page (spec 001
 * §9's default), the unread count, and a notification marked read when it is opened.
 */
export default function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<NotificationPage | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  const load = useCallback(
    async (number: number) => {
      try {
        setShown(
          await api<NotificationPage>('GET', '/notification/public/page', {
            query: { page: number, size: 10 },
          }),
        );
      } catch (error) {
        toast.notifyApiError(error);
      }
    },
    [api, toast],
  );
  useEffect(() => {
    void load(page);
  }, [load, page]);

  const markRead = async (body: { ids: string[] } | { all: true }) => {
    try {
      await api('PUT', '/notification/update/', { body: { ...body, isRead: true } });
      await load(page);
    } catch (error) {
      toast.notifyApiError(error);
    }
  };

  const toggle = (item: Notification) => {
    setOpenId((id) => (id === item.id ? null : item.id));
    if (!item.isRead) void markRead({ ids: [item.id] });
  };

  if (!shown) return <PageSpinner />;
  return (
    <div className="hd-notifications">
      <div className="hd-notifications__head">
        <h1>{t('notifications.title')}</h1>
        <span className="hd-notifications__unread" data-unread={shown.unreadCount}>
          {t('notifications.unread', { count: shown.unreadCount })}
        </span>
        {shown.unreadCount > 0 && (
          <button
            type="button"
            className="hd-button hd-button--outline"
            onClick={() => void markRead({ all: true })}
          >
            {t('notifications.markAllRead')}
          </button>
        )}
      </div>
      {shown.content.length === 0 ? (
        <p>{t('notifications.none')}</p>
      ) : (
        <ul className="hd-notifications__list">
          {shown.content.map((item) => (
            <li
              key={item.id}
              className={`hd-notification${item.isRead ? '' : ' hd-notification--unread'}`}
              data-notification={item.type}
            >
              <button
                type="button"
                className="hd-notification__summary"
                aria-expanded={openId === item.id}
                onClick={() => toggle(item)}
              >
                {!item.isRead && (
                  <span className="hd-notification__dot">{t('notifications.new')}</span>
                )}
                <span className="hd-notification__title">{item.title}</span>
                <time dateTime={item.createdAt}>{day(item.createdAt, i18n.language)}</time>
              </button>
              {openId === item.id && <p className="hd-notification__content">{item.content}</p>}
            </li>
          ))}
        </ul>
      )}
      {shown.totalPages > 1 && (
        <nav className="hd-notifications__pager" aria-label={t('paging.label')}>
          <button
            type="button"
            className="hd-button hd-button--outline"
            disabled={shown.pageNumber <= 1}
            onClick={() => setPage(shown.pageNumber - 1)}
          >
            {t('paging.previous')}
          </button>
          <span>{t('paging.page', { page: shown.pageNumber })}</span>
          <button
            type="button"
            className="hd-button hd-button--outline"
            disabled={shown.pageNumber >= shown.totalPages}
            onClick={() => setPage(shown.pageNumber + 1)}
          >
            {t('paging.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
