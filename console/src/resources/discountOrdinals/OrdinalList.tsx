import { Datagrid, DateField, FunctionField, List, NumberField, TextField } from 'react-admin';
import { EmptyList } from '../shared/EmptyList';

export const OrdinalList = () => (
  <List empty={<EmptyList />} sort={{ field: 'ordinal', order: 'ASC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="subscriptionPlanName" />
      <NumberField source="ordinal" />
      <FunctionField
        source="discountPercent"
        render={(o: { discountPercent: number }) => `${o.discountPercent}%`}
      />
      <DateField source="updatedAt" showTime />
    </Datagrid>
  </List>
);
