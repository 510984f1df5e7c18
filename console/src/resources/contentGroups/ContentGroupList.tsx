import {
  BooleanField,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { ContentGroup } from './contentGroup';
import { RefCodesButton } from './RefCodesButton';
import { ResetGroupsButton } from './ResetGroupsButton';
import { EmptyList } from '../shared/EmptyList';

const groupTypes = [1, 2, 3, 4, 5, 6];

const TypeFilter = (props: { source: string }) => {
  const translate = useTranslate();
  return (
    <SelectInput
      {...props}
      label="resources.content-groups.fields.type"
      choices={groupTypes.map((id) => ({
        id,
        name: translate(`enums.content-groups.type.${id}`),
      }))}
    />
  );
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TypeFilter key="type" source="type" />,
];

const ListActions = () => (
  <TopToolbar>
    <CreateButton />
    <RefCodesButton />
    <ResetGroupsButton />
  </TopToolbar>
);

export const ContentGroupList = () => {
  const translate = useTranslate();
  return (
    <List
      empty={<EmptyList />}
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'ordinal', order: 'ASC' }}
    >
      <Datagrid rowClick="edit">
        <NumberField source="ordinal" />
        <TextField source="name" />
        <FunctionField<ContentGroup>
          source="type"
          render={(record) => translate(`enums.content-groups.type.${record.type}`)}
        />
        <TextField source="refCode" emptyText="—" />
        <BooleanField source="isPublic" />
        <BooleanField source="isDefault" />
        <FunctionField<ContentGroup>
          source="contentType"
          render={(record) => translate(`enums.${record.contentType}`)}
        />
      </Datagrid>
    </List>
  );
};
