import {
  BooleanField,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { CopyLinkField } from './CopyLinkField';
import { EmptyList } from '../shared/EmptyList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Every link of the tenant, newest first: whom it is for, where it leads, how often it opened. */
export const ContentLinkList = () => {
  const translate = useTranslate();
  return (
    <List empty={<EmptyList />} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="contentTitle" />
        <TextField source="label" emptyText="—" />
        <CopyLinkField source="url" />
        <DateField source="expiryDate" />
        <FunctionField<{ status: string }>
          source="status"
          render={(record) => translate(`console.contentLinks.${record.status}`)}
        />
        <BooleanField source="allowAnonymous" />
        <NumberField source="opens" />
        <DateField source="lastOpenedAt" showTime emptyText="—" />
      </Datagrid>
    </List>
  );
};
