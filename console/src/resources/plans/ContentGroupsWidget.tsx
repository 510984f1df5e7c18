import { MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useGetList } from 'react-admin';

interface GroupOption {
  id: string;
  name: string;
}

/** rjsf widget for a plan's `contentGroupIds`: several of the tenant's normal groups. */
export const ContentGroupsWidget = ({
  id,
  label,
  value,
  disabled,
  readonly,
  rawErrors,
  onChange,
}: WidgetProps) => {
  // Served by the plans API, so service admins (who cannot list groups) can choose them too.
  const { data: groups = [] } = useGetList<GroupOption>('plans/content-groups', {
    pagination: { page: 1, perPage: 500 },
  });
  return (
    <TextField
      select
      fullWidth
      id={id}
      label={label}
      value={Array.isArray(value) ? value : []}
      disabled={disabled || readonly}
      error={(rawErrors?.length ?? 0) > 0}
      onChange={(event) => onChange(event.target.value as unknown as string[])}
      slotProps={{ select: { multiple: true }, inputLabel: { shrink: true } }}
    >
      {groups.map((group) => (
        <MenuItem key={group.id} value={group.id}>
          {group.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
