import type { SettingsKind } from '@hondana/schemas';
import type { SettingsRecord } from '@hondana/schemas/contracts';
import { useState } from 'react';
import { Edit, useTranslate } from 'react-admin';
import { LoadedRecord } from '../../schemaForm/LoadedRecord';
import { SettingsActions } from './SettingsActions';
import { SettingsForm, type SettingsDraft } from './SettingsForm';
import { hasPreview, SettingsPreview } from './SettingsPreview';

interface SettingsEditProps {
  definition: SettingsKind;
  companyId: string;
}

/** The editor of one kind, with the live preview beside it where the kind has one. */
export const SettingsEdit = ({ definition, companyId }: SettingsEditProps) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const { kind } = definition;
  return (
    <Edit
      resource="settings"
      id={kind}
      mutationMode="pessimistic"
      redirect={false}
      title={translate(`settings.${kind}`, { _: kind })}
      actions={<SettingsActions kind={kind} />}
      aside={
        hasPreview(kind, definition.visibility) ? (
          <SettingsPreview companyId={companyId} kind={kind} draft={draft} />
        ) : undefined
      }
    >
      {/* A newer version (saved, reset or restored) starts a fresh form. */}
      <LoadedRecord<SettingsRecord> keyOf={(record) => String(record.version)}>
        {(record) => (
          <SettingsForm definition={definition} record={record} onDraftChange={setDraft} />
        )}
      </LoadedRecord>
    </Edit>
  );
};
