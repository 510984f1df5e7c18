import type { SubscriberProfile } from '@hondana/schemas/contracts';
import { List, ListItem, ListItemText } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Panel } from './Panel';
import { dayOf } from './dayOf';

/** The newest notifications the reader was sent (in-app and by mail), read or not. */
export const NoticesPanel = () => {
  const record = useRecordContext<SubscriberProfile>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Panel id="subscriber-notices" title={translate('console.subscribers.notices')}>
      {record.notifications.length === 0 ? (
        translate('console.subscribers.noNotices')
      ) : (
        <List dense>
          {record.notifications.map((notice) => (
            <ListItem key={notice.id} disableGutters>
              <ListItemText
                primary={notice.title}
                secondary={`${dayOf(notice.createdAt, locale)} · ${translate(
                  notice.isRead ? 'console.subscribers.read' : 'console.subscribers.unread',
                )}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Panel>
  );
};
