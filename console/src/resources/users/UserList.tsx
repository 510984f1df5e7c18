import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Button,
  CreateButton,
  Datagrid,
  DateField,
  FilterButton,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useCreatePath,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { ExportUsersButton } from './ExportUsersButton';
import { ResetPasswordButton } from './ResetPasswordButton';
import { StatusToggle } from './StatusToggle';

const StatusFilter = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  return (
    <SelectInput
      source={source}
      choices={[0, 1].map((status) => ({
        id: status,
        name: translate(`enums.users.status.${status}`),
      }))}
    />
  );
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <StatusFilter key="status" source="status" alwaysOn />,
  <ReferenceInput key="group" source="userGroupId" reference="user-groups" alwaysOn>
    <SelectInput optionText="name" />
  </ReferenceInput>,
];

const ListActions = () => {
  const createPath = useCreatePath();
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton />
      <Button
        label="console.imports.users.title"
        component={Link}
        to={createPath({ resource: 'imports', type: 'create' })}
      >
        <UploadFileIcon />
      </Button>
      <ExportUsersButton />
    </TopToolbar>
  );
};

/** The tenant's reader accounts: search, status and group filters, block and reset in a row. */
export const UserList = () => (
  <List filters={filters} actions={<ListActions />} sort={{ field: 'createdAt', order: 'DESC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="email" emptyText="—" />
      <TextField source="username" emptyText="—" />
      <TextField source="fullName" />
      <ReferenceField source="userGroupId" reference="user-groups" link={false} emptyText="—" />
      <FunctionField source="status" render={() => <StatusToggle />} />
      <DateField source="createdAt" showTime />
      <ResetPasswordButton />
    </Datagrid>
  </List>
);
