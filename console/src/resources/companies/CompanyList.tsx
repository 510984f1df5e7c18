import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  TextField,
  useTranslate,
} from 'react-admin';
import type { Company } from '@hondana/schemas/contracts';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const EnumField = ({ source }: { source: 'domainType' | 'accountType' | 'status' }) => {
  const translate = useTranslate();
  return (
    <FunctionField<Company>
      source={source}
      render={(record) => translate(`enums.${record[source]}`, { _: record[source] })}
    />
  );
};

export const CompanyList = () => (
  <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="name" />
      <EnumField source="domainType" />
      <FunctionField<Company>
        label="console.companies.address"
        render={(record) =>
          record.domainType === 'PATH' ? `/${record.path ?? ''}/` : record.domain
        }
      />
      <EnumField source="accountType" />
      <NumberField source="maxContent" />
      <NumberField source="maxUser" />
      <EnumField source="status" />
    </Datagrid>
  </List>
);
