import { Datagrid, DateField, FunctionField, List, TextField, useTranslate } from 'react-admin';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { SendResetButton } from './SendResetButton';

/** The tenant's company and service admins the signed-in admin manages. */
export const StaffList = () => {
  const translate = useTranslate();
  return (
    <List sort={{ field: 'createdAt', order: 'ASC' }} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="email" />
        <TextField source="fullName" />
        <FunctionField
          source="roleLevel"
          render={(record: { roleLevel: number }) =>
            translate(`console.staff.roles.${record.roleLevel}`)
          }
        />
        <FunctionField
          source="status"
          render={(record: { status: number }) =>
            translate(`console.staff.statuses.${record.status}`)
          }
        />
        <DateField source="createdAt" showTime />
        <SendResetButton />
        <ConfirmDeleteButton />
      </Datagrid>
    </List>
  );
};
