import {
  CreateButton,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  TextField,
  TopToolbar,
  useLocale,
  useTranslate,
} from 'react-admin';
import type { AnnouncementDraft } from './announcementDraft';

interface LoggedAnnouncement extends AnnouncementDraft {
  id: string;
  audienceName: string;
  status: string;
}

const ListActions = () => (
  <TopToolbar>
    <CreateButton label="console.announcements.new" />
  </TopToolbar>
);

/** The send log: what was sent, to whom, by whom, and how many were told in-app and by mail. */
export const AnnouncementList = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const language = locale === 'en' ? 'en' : 'ja';
  return (
    <List sort={{ field: 'createdAt', order: 'DESC' }} actions={<ListActions />} perPage={25}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" showTime />
        <FunctionField<LoggedAnnouncement>
          source="title"
          sortable={false}
          render={(record) => record.title[language]}
        />
        <FunctionField<LoggedAnnouncement>
          source="audience"
          sortable={false}
          render={(record) =>
            [translate(`enums.${record.audience}`), record.audienceName].filter(Boolean).join(': ')
          }
        />
        <FunctionField<LoggedAnnouncement>
          source="channels"
          sortable={false}
          render={(record) =>
            record.channels
              .map((channel) => translate(`console.announcements.channels.${channel}`))
              .join(', ')
          }
        />
        <FunctionField<LoggedAnnouncement>
          source="status"
          render={(record) => translate(`console.announcements.status.${record.status}`)}
        />
        <NumberField source="audienceCount" />
        <NumberField source="inAppCount" sortable={false} />
        <NumberField source="mailedCount" sortable={false} />
        <NumberField source="mailSkippedCount" sortable={false} />
        <NumberField source="failedCount" sortable={false} />
        <TextField source="createdBy" sortable={false} />
        <DateField source="sentAt" showTime emptyText="—" />
      </Datagrid>
    </List>
  );
};
