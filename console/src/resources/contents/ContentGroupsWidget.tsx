import { Autocomplete, Chip, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { useNormalGroups } from './useNormalGroups';

/** `groupIds` of the content form: a multiple choice among the tenant's normal groups. */
export const ContentGroupsWidget = (props: WidgetProps) => {
  const { id, label, value, onChange, disabled, readonly, rawErrors } = props;
  const translate = useTranslate();
  const { data: groups = [], isPending } = useNormalGroups();
  const selected = (Array.isArray(value) ? (value as string[]) : [])
    .map((groupId) => groups.find((group) => group.id === groupId))
    .filter((group) => group !== undefined);
  return (
    <Autocomplete
      id={id}
      multiple
      loading={isPending}
      options={groups}
      value={selected}
      disabled={disabled || readonly}
      getOptionLabel={(group) => group.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, chosen) => onChange(chosen.map((group) => group.id))}
      noOptionsText={translate('console.contents.noGroups')}
      renderValue={(chosen, getItemProps) =>
        chosen.map((group, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} {...itemProps} label={group.name} size="small" />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={(rawErrors?.length ?? 0) > 0}
          helperText={rawErrors?.join(' ')}
        />
      )}
    />
  );
};
