import type { SubscriberRow } from '@hondana/schemas/contracts';
import {
  BooleanField,
  Datagrid,
  DateField,
  FilterButton,
  List,
  TextField,
  TopToolbar,
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
export const SubscriptionList = () => (
  <List
    filters={subscriptionFilters}
    actions={<ListActions />}
    sort={{ field: 'registeredAt', order: 'DESC' }}
  >
    <Datagrid
      bulkActionButtons={false}
      rowClick={(_id, _resource, record) => `/subscribers/${(record as SubscriberRow).userId}/show`}
    >
      <TextField source="userFullName" />
      <TextField source="userEmail" emptyText="—" />
      <TextField source="planName" />
      <TextField source="status" />
      <BooleanField source="isTrial" />
      <BooleanField source="isComplimentary" />
      <DateField source="registeredAt" showTime />
      <DateField source="usageEndDate" emptyText="—" />
      <DateField source="nextBillingDate" emptyText="—" sortable={false} />
    </Datagrid>
  </List>
);
