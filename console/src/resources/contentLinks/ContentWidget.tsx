import { Autocomplete, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useGetList, useGetOne, useRecordContext } from 'react-admin';

interface ContentOption {
  id: string;
  title: string;
}

/** Typing waits this long before the next search: one list call per pause, not per key. */
const SEARCH_DELAY_MS = 300;

/**
 * rjsf widget for a link's `contentId`: the admin finds the content by typing its title (the
 * server searches; a library can hold far more titles than one menu), the form stores its id.
 * A saved link's content never changes, so on edit the field is read only.
 */
export const ContentWidget = ({
  id,
  label,
  required,
  value,
  disabled,
  readonly,
  rawErrors,
  onChange,
}: WidgetProps) => {
  const record = useRecordContext();
  const isFixed = Boolean(record?.id);
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const contentId = typeof value === 'string' && value !== '' ? value : null;
  const { data: chosen } = useGetOne<ContentOption>(
    'contents',
    { id: contentId ?? '' },
    { enabled: contentId !== null },
  );
  const { data: found = [], isPending } = useGetList<ContentOption>(
    'contents',
    {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'title', order: 'ASC' },
      filter: query ? { q: query } : {},
    },
    { enabled: !isFixed },
  );
  const options =
    chosen && !found.some((option) => option.id === chosen.id) ? [chosen, ...found] : found;
  return (
    <Autocomplete<ContentOption>
      id={id}
      options={options}
      value={chosen ?? null}
      loading={isPending}
      disabled={disabled || readonly || isFixed}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.title}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      onChange={(_event, option) => onChange(option?.id ?? '')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={(rawErrors?.length ?? 0) > 0}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    />
  );
};
