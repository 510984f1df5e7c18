import {
  CreateButton,
  Datagrid,
  DateField,
  DeleteWithConfirmButton,
  FunctionField,
  List,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { EmptyList } from '../shared/EmptyList';

interface TokenRow {
  id: string;
  role: string;
  revokedAt: string | null;
}

/** Revoke: the server keeps the row (listed as revoked), so the button leaves with it. */
const RevokeButton = () => {
  const translate = useTranslate();
  return (
    <FunctionField<TokenRow>
      render={(record) =>
        record.revokedAt ? null : (
          <DeleteWithConfirmButton
            mutationMode="pessimistic"
            label={translate('console.integrationTokens.revoke')}
            confirmTitle={translate('console.integrationTokens.revokeTitle')}
            confirmContent={translate('console.integrationTokens.revokeContent')}
            redirect={false}
          />
        )
      }
    />
  );
};

export const IntegrationTokenList = () => {
  const translate = useTranslate();
  return (
    <List
      empty={<EmptyList />}
      exporter={false}
      pagination={false}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" sortable={false} />
        <FunctionField<TokenRow>
          source="role"
          sortable={false}
          render={(record) => translate(`enums.${record.role}`, { _: record.role })}
        />
        <TextField source="hint" sortable={false} />
        <DateField source="createdAt" showTime sortable={false} />
        <DateField source="lastUsedAt" showTime sortable={false} emptyText="—" />
        <DateField source="revokedAt" showTime sortable={false} emptyText="—" />
        <RevokeButton />
      </Datagrid>
    </List>
  );
};
