import type { AdminUser } from '@hondana/schemas/contracts';
import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';

/** A reader as `/api/admin/users` lists them: what the picker shows of one. */
type ReaderOption = Pick<AdminUser, 'id' | 'email' | 'username' | 'fullName'>;

/** Typing waits this long before the next search: one list call per pause, not per key. */
const SEARCH_DELAY_MS = 300;

const labelOf = (reader: ReaderOption) =>
  [reader.fullName, reader.email ?? reader.username].filter(Boolean).join(' — ');

interface ReaderPickerProps {
  value: string | null;
  error?: string;
  onChange: (userId: string | null) => void;
}

/** One reader, found by typing a name or address (the server searches the tenant's users). */
export const ReaderPicker = ({ value, error, onChange }: ReaderPickerProps) => {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ReaderOption | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data: found = [], isPending } = useGetList<ReaderOption>('users', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'email', order: 'ASC' },
    filter: query ? { q: query } : {},
  });
  const current = chosen && chosen.id === value ? chosen : null;
  return (
    <Autocomplete<ReaderOption>
      id="announcement-reader"
      options={found}
      value={current}
      loading={isPending}
      filterOptions={(all) => all}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      onChange={(_event, option) => {
        setChosen(option);
        onChange(option?.id ?? null);
      }}
      sx={{ maxWidth: 480, mt: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('resources.announcements.fields.userId')}
          error={Boolean(error)}
          helperText={error ?? translate('console.announcements.readerHelp')}
        />
      )}
    />
  );
};
