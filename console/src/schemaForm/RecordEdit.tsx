import type { ReactElement, ReactNode } from 'react';
import { Edit, type RaRecord } from 'react-admin';
import { LoadedRecord } from './LoadedRecord';

interface RecordEditProps<T extends RaRecord> {
  actions?: ReactElement;
  /** The form, or a function of the loaded record that renders it. */
  children: ReactNode | ((record: T) => ReactNode);
}

/**
 * The edit page of an admin-managed record: saved only once the server has accepted it (so its
 * field errors show under the fields), back to the list after, the form waiting for its record.
 */
export const RecordEdit = <T extends RaRecord = RaRecord>({
  actions,
  children,
}: RecordEditProps<T>) => (
  <Edit mutationMode="pessimistic" redirect="list" actions={actions}>
    <LoadedRecord<T>>{children}</LoadedRecord>
  </Edit>
);
