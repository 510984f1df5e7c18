import type { IpGroup } from '@hondana/schemas/contracts';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  ReferenceField,
  SearchInput,
  TextField,
} from 'react-admin';
import { EmptyList } from '../shared/EmptyList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export const IpGroupList = () => (
  <List empty={<EmptyList />} filters={filters} sort={{ field: 'name', order: 'ASC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="name" />
      <TextField source="cidr" />
      <FunctionField<IpGroup>
        label="console.ipGroups.range"
        render={(record) => `${record.rangeStart} – ${record.rangeEnd}`}
      />
      <ReferenceField source="userGroupId" reference="user-groups" link={false} emptyText="—" />
      <DateField source="updatedAt" showTime />
    </Datagrid>
  </List>
);
