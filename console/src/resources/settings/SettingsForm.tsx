import type { SettingsKind } from '@hondana/schemas';
import type { SettingsRecord } from '@hondana/schemas/contracts';
import { CardContent } from '@mui/material';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useEditContext, useNotify, useTranslate } from 'react-admin';
import { SchemaForm } from '../../schemaForm/SchemaForm';
import { hasErrors, toErrorSchema } from '../../schemaForm/serverErrors';
import { useTranslatedUiSchema } from '../../schemaForm/useTranslatedUiSchema';
import { SaveToolbar } from '../../schemaForm/SaveToolbar';
import { withStoredSecrets } from './secretStates';

type SettingsData = Record<string, unknown>;

/** The unsaved form state of one saved version (a newer version makes it obsolete). */
export interface SettingsDraft {
  version: number;
  data: SettingsData;
  isDirty: boolean;
}

interface SettingsFormProps {
  definition: SettingsKind;
  record: SettingsRecord;
  onDraftChange: (draft: SettingsDraft) => void;
}

/** The editor of one saved version: its state starts from that version's data. */
export const SettingsForm = ({ definition, record, onDraftChange }: SettingsFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { save, saving } = useEditContext<SettingsRecord>();
  const { kind } = definition;
  const schema = definition.schema as RJSFSchema;
  const translatedUiSchema = useTranslatedUiSchema(
    schema,
    definition.uiSchema as UiSchema,
    `settings.${kind}`,
    `enums.${kind}`,
  );
  const uiSchema = useMemo(
    () =>
      withStoredSecrets(
        translatedUiSchema,
        record.storedSecrets ?? [],
        translate('console.secret.stored'),
      ),
    [translatedUiSchema, record.storedSecrets, translate],
  );
  const [formData, setFormData] = useState<SettingsData>(record.data);
  const [isDirty, setIsDirty] = useState(false);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema<SettingsData>>();

  const change = (data: SettingsData, isChanged: boolean) => {
    setFormData(data);
    setIsDirty(isChanged);
    setExtraErrors(undefined);
    onDraftChange({ version: record.version, data, isDirty: isChanged });
  };

  const submit = async (data: SettingsData) => {
    const errors = await save?.(
      { id: kind, data },
      {
        onSuccess: () =>
          notify('console.settings.saved', {
            type: 'success',
            messageArgs: { name: translate(`settings.${kind}`, { _: kind }) },
          }),
      },
    );
    if (hasErrors(errors)) {
      setExtraErrors(toErrorSchema(errors, translate) as ErrorSchema<SettingsData>);
      notify('ra.message.invalid_form', { type: 'error' });
    }
  };

  return (
    <CardContent>
      <SchemaForm<SettingsData>
        schemaId={kind}
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        savedData={record.data}
        extraErrors={extraErrors}
        isDisabled={saving}
        onChange={change}
        onSubmit={submit}
      >
        <SaveToolbar isDirty={isDirty} isSaving={!!saving} />
      </SchemaForm>
    </CardContent>
  );
};
