import { importModes, type ImportMode } from '@hondana/schemas/contracts';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ImportPage } from './ImportPage';
import { useDefaultImportMode } from './useDefaultImportMode';

/** "Import users": a CSV and what to do with existing accounts (the tenant's default first). */
export const UserImport = () => {
  const translate = useTranslate();
  const defaultMode = useDefaultImportMode();
  const [chosenMode, setChosenMode] = useState<ImportMode>();
  const mode = chosenMode ?? defaultMode ?? 'IGNORE_EXISTING';
  return (
    <ImportPage texts="users" path="imports/users" fields={{ mode }}>
      <FormControl>
        <FormLabel id="import-mode">{translate('console.imports.mode')}</FormLabel>
        <RadioGroup
          aria-labelledby="import-mode"
          name="mode"
          value={mode}
          onChange={(event) => setChosenMode(event.target.value as ImportMode)}
        >
          {importModes.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={translate(`enums.${value}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </ImportPage>
  );
};
