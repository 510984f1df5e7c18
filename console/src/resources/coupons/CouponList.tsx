import type { Coupon } from '@hondana/schemas/contracts';
import { Datagrid, DateField, FunctionField, List, SearchInput, TextField } from 'react-admin';
import { EmptyList } from '../shared/EmptyList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export const CouponList = () => (
  <List empty={<EmptyList />} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="code" />
      <FunctionField
        source="discountPercent"
        render={(c: { discountPercent: number }) => `${c.discountPercent}%`}
      />
      <DateField source="expiryDate" />
      <FunctionField<Coupon>
        source="numberUsed"
        render={(coupon) => `${coupon.numberUsed} / ${coupon.numberOfUsages ?? '∞'}`}
      />
      <DateField source="createdAt" showTime />
    </Datagrid>
  </List>
);
