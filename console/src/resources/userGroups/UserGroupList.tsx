import type { UserGroup } from '@hondana/schemas/contracts';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { EmptyList } from '../shared/EmptyList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const LoginMethodField = () => {
  const translate = useTranslate();
  return (
    <FunctionField<UserGroup>
      source="loginMethod"
      render={(record) => translate(`enums.${record.loginMethod}`, { _: record.loginMethod })}
    />
  );
};

export const UserGroupList = () => (
  <List empty={<EmptyList />} filters={filters} sort={{ field: 'name', order: 'ASC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="name" />
      <FunctionField<UserGroup>
        source="memberCount"
        sortable={false}
        render={(record) => `${record.memberCount} / ${record.maxUsers}`}
      />
      <NumberField source="maxUsers" />
      <LoginMethodField />
      <DateField source="updatedAt" showTime />
    </Datagrid>
  </List>
);
