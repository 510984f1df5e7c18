import type { SubscriberRow } from '@hondana/schemas/contracts';
import {
  BooleanField,
  Datagrid,
  DateField,
  FilterButton,
  FunctionField,
  List,
  TextField,
  TopToolbar,
  useCreatePath,
  useTranslate,
} from 'react-admin';
import { ExportSubscriptionsButton } from './ExportSubscriptionsButton';
import { subscriptionFilters } from './subscriptionFilters';

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportSubscriptionsButton />
  </TopToolbar>
);

/** The tenant's subscribers: one row a subscription; a row opens its reader's profile. */
export const SubscriptionList = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <List
      filters={subscriptionFilters}
      actions={<ListActions />}
      sort={{ field: 'registeredAt', order: 'DESC' }}
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={(_id, _resource, record) =>
          createPath({
            resource: 'subscribers',
            id: (record as SubscriberRow).userId,
            type: 'show',
          })
        }
      >
        <TextField source="userFullName" />
        <TextField source="userEmail" emptyText="—" />
        <TextField source="planName" />
        <FunctionField
          source="status"
          render={(row: SubscriberRow) => translate(`console.subscribers.status.${row.status}`)}
        />
        <BooleanField source="isTrial" />
        <BooleanField source="isComplimentary" />
        <DateField source="registeredAt" showTime />
        <DateField source="usageEndDate" emptyText="—" />
        <DateField source="nextBillingDate" emptyText="—" sortable={false} />
      </Datagrid>
    </List>
  );
};
