import { isImportMode, type ImportMode, type SettingsRecord } from '@hondana/schemas/contracts';
import { useGetOne } from 'react-admin';

/** The tenant's `optionImportUser` setting: the mode the import form starts with. */
export function useDefaultImportMode(): ImportMode | undefined {
  const { data } = useGetOne<SettingsRecord>('settings', { id: 'company' });
  if (!data) return undefined;
  const mode = data.data.optionImportUser;
  return isImportMode(mode) ? mode : 'IGNORE_EXISTING';
}
