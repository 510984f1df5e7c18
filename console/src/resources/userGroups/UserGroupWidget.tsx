import { MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useGetList, useTranslate } from 'react-admin';

interface UserGroupOption {
  id: string;
  name: string;
}

/** rjsf widget for a `userGroupId`: the tenant's user groups, or none (null). */
export const UserGroupWidget = ({
  id,
  label,
  value,
  disabled,
  readonly,
  rawErrors,
  onChange,
}: WidgetProps) => {
  const translate = useTranslate();
  const { data: groups = [] } = useGetList<UserGroupOption>('user-groups', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  const hasError = (rawErrors?.length ?? 0) > 0;
  return (
    <TextField
      select
      fullWidth
      id={id}
      label={label}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled || readonly}
      error={hasError}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>{translate('console.userGroups.none')}</em>
      </MenuItem>
      {groups.map((group) => (
        <MenuItem key={group.id} value={group.id}>
          {group.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
