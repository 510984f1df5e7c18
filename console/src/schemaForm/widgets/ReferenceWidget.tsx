import { MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useGetList, useTranslate } from 'react-admin';

interface Option {
  id: string;
  name: string;
}

export interface ReferenceOptions {
  /** The react-admin resource listing the choices (`user-groups`, `plans` …). */
  resource: string;
  /** Several ids (an array field) rather than one. */
  isMultiple?: boolean;
  /** Offer "none" (the field becomes null), labelled by this translation key. */
  noneLabel?: string;
}

/**
 * An rjsf widget that picks records of another resource by name, for a field holding their
 * id (or ids): the admin sees names, the form stores ids.
 */
export function referenceWidget({ resource, isMultiple = false, noneLabel }: ReferenceOptions) {
  const ReferenceWidget = ({
    id,
    label,
    value,
    disabled,
    readonly,
    rawErrors,
    onChange,
  }: WidgetProps) => {
    const translate = useTranslate();
    const { data: options = [] } = useGetList<Option>(resource, {
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'name', order: 'ASC' },
    });
    // rjsf fills an array up to its minItems with empty items: only real ids are selected.
    const selected = isMultiple ? idsOf(value) : typeof value === 'string' ? value : '';
    return (
      <TextField
        select
        fullWidth
        id={id}
        label={label}
        value={selected}
        disabled={disabled || readonly}
        error={(rawErrors?.length ?? 0) > 0}
        onChange={(event) => {
          const chosen = event.target.value as unknown;
          if (isMultiple) onChange(idsOf(chosen));
          else onChange(noneLabel && chosen === '' ? null : chosen);
        }}
        slotProps={{
          select: { multiple: isMultiple, displayEmpty: Boolean(noneLabel) },
          inputLabel: { shrink: true },
        }}
      >
        {noneLabel && (
          <MenuItem value="">
            <em>{translate(noneLabel)}</em>
          </MenuItem>
        )}
        {options.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
    );
  };
  return ReferenceWidget;
}

export function idsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}
