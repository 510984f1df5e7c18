import {
  Create,
  Edit,
  email,
  maxLength,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  useGetIdentity,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { Role } from '@hondana/schemas/contracts';
import { Alert, Typography } from '@mui/material';
import { useWorkingTenantName } from '../../tenant/useWorkingTenantName';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { SendResetButton } from './SendResetButton';
import { langChoices, roleChoices, statusChoices } from './staffChoices';

/**
 * Staff accounts have no settings schema: a hand-made form of four fields. Nobody types
 * another person's password; the new admin is invited by mail (docs/decisions.md).
 */
export const StaffCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { identity, isPending } = useGetIdentity();
  const tenantName = useWorkingTenantName();
  const roles = roleChoices(identity?.roleLevel as number | undefined, translate);
  // The form starts on the role this admin gives most: a system admin invites a tenant's
  // company admin, a company admin its service admins (defaults are read once, at mount).
  if (isPending) return null;
  return (
    <Create
      mutationOptions={{
        onSuccess: (record) => {
          notify('console.staff.invited', { messageArgs: { email: String(record.email) } });
          redirect('list', 'staff');
        },
      }}
    >
      <SimpleForm
        defaultValues={{ roleLevel: roles[0]?.id ?? Role.SERVICE_ADMIN, lang: 'ja' }}
        sx={{ maxWidth: 560 }}
      >
        <Alert severity="info" sx={{ mb: 2, width: '100%' }} data-testid="staff-tenant">
          {translate('console.staff.forTenant', { name: tenantName ?? '…' })}
        </Alert>
        {/* The role first: it decides what the new admin may do in this tenant. */}
        <SelectInput source="roleLevel" choices={roles} validate={required()} />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('console.staff.inviteHelp')}
        </Typography>
        <TextInput source="email" type="email" validate={[required(), email()]} fullWidth />
        <TextInput source="fullName" validate={[required(), maxLength(255)]} fullWidth />
        <SelectInput source="lang" choices={langChoices} validate={required()} />
      </SimpleForm>
    </Create>
  );
};

const EditActions = () => (
  <TopToolbar>
    <SendResetButton />
    <ConfirmDeleteButton />
  </TopToolbar>
);

export const StaffEdit = () => {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" redirect="list" actions={<EditActions />}>
      <SimpleForm sx={{ maxWidth: 560 }}>
        <TextInput source="email" disabled fullWidth />
        <TextInput source="fullName" validate={[required(), maxLength(255)]} fullWidth />
        <SelectInput source="lang" choices={langChoices} validate={required()} />
        <SelectInput source="status" choices={statusChoices(translate)} validate={required()} />
      </SimpleForm>
    </Edit>
  );
};
