import { BooleanField, Datagrid, DateField, List, SearchInput, TextField } from 'react-admin';
import { EmptyList } from '../shared/EmptyList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export const WebhookEndpointList = () => (
  <List empty={<EmptyList />} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="url" />
      <TextField source="description" />
      <BooleanField source="isEnabled" />
      <DateField source="updatedAt" showTime />
    </Datagrid>
  </List>
);
