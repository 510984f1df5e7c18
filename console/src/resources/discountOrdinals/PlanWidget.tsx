import { MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useGetList } from 'react-admin';

interface PlanOption {
  id: string;
  name: string;
}

/** rjsf widget for a `subscriptionPlanId`: one of the tenant's plans. */
export const PlanWidget = ({
  id,
  label,
  value,
  disabled,
  readonly,
  rawErrors,
  onChange,
}: WidgetProps) => {
  const { data: plans = [] } = useGetList<PlanOption>('plans', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <TextField
      select
      fullWidth
      id={id}
      label={label}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled || readonly}
      error={(rawErrors?.length ?? 0) > 0}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    >
      {plans.map((plan) => (
        <MenuItem key={plan.id} value={plan.id}>
          {plan.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
