import { useGetOne } from 'react-admin';
import type { SettingsRecord } from '../../providers/dataProvider';
import { importModes, type ImportMode } from './importJob';

/** The tenant's `optionImportUser` setting: the mode the import form starts with. */
export function useDefaultImportMode(): ImportMode | undefined {
  const { data } = useGetOne<SettingsRecord>('settings', { id: 'company' });
  if (!data) return undefined;
  const mode = data.data.optionImportUser;
  return importModes.find((candidate) => candidate === mode) ?? 'IGNORE_EXISTING';
}
