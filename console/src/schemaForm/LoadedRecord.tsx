import { Fragment, type ReactNode } from 'react';
import { useRecordContext, type RaRecord } from 'react-admin';

interface LoadedRecordProps<T extends RaRecord> {
  /** The form, or a function of the loaded record that renders it. */
  children: ReactNode | ((record: T) => ReactNode);
  /** Which change of the record starts a fresh form: another id, unless told otherwise. */
  keyOf?: (record: T) => string;
}

/**
 * Renders the form once the record is there, and afresh for another record, so the form's
 * state is initialised from it (forms copy their record into state when they mount).
 */
export function LoadedRecord<T extends RaRecord = RaRecord>({
  children,
  keyOf = (record) => String(record.id),
}: LoadedRecordProps<T>) {
  const record = useRecordContext<T>();
  if (!record) return null;
  return (
    <Fragment key={keyOf(record)}>
      {typeof children === 'function' ? children(record) : children}
    </Fragment>
  );
}
