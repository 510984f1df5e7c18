import { resourceSchemas, type ResourceName } from '@hondana/schemas';
import { CardContent } from '@mui/material';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import {
  useRecordContext,
  useRecordFromLocation,
  useResourceContext,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import { mergeUiSchema } from './mergeUiSchema';
import { SaveToolbar } from './SaveToolbar';
import { SchemaForm } from './SchemaForm';
import { hasErrors, toErrorSchema } from './serverErrors';
import { useResourceUiSchema } from './useResourceUiSchema';
import { resourceValidatorId } from './validatorIds';

type RecordData = Record<string, unknown>;

interface RecordSchemaFormProps {
  /** The resource schema in @hondana/schemas (and its precompiled validator). */
  schemaName: ResourceName;
  /** Screen-specific uiSchema on top of the schema's own (widgets built in code, hidden fields). */
  uiOverlay?: UiSchema;
  /** Turns the form's data into what is saved (e.g. filling in cleared fields). */
  transform?: (data: RecordData) => RecordData;
}

/**
 * Create and edit form of an admin-managed record, generated from its resource schema. Labels
 * are `resources.{resource}.fields.{prop}`, numeric enums `enums.{resource}.{prop}.{value}`;
 * server field errors show under their fields.
 */
export const RecordSchemaForm = ({ schemaName, uiOverlay, transform }: RecordSchemaFormProps) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const record = useRecordContext<RecordData>();
  const { save, saving } = useSaveContext();
  const schema = resourceSchemas[schemaName].schema as RJSFSchema;
  const translated = useResourceUiSchema(
    schema,
    resourceSchemas[schemaName].uiSchema as UiSchema,
    resource ?? '',
  );
  const uiSchema = useMemo(() => mergeUiSchema(translated, uiOverlay), [translated, uiOverlay]);
  const saved = useMemo(() => schemaFields(schema, record), [schema, record]);
  // A create page opened with `?source={…}` (a content's Share link) starts from those fields.
  const prefilled = useRecordFromLocation() as RecordData | null;
  const [formData, setFormData] = useState<RecordData>(() =>
    record || !prefilled ? saved : schemaFields(schema, prefilled),
  );
  const [isDirty, setIsDirty] = useState(false);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema<RecordData>>();

  const submit = async (data: RecordData) => {
    const errors = await save?.(transform ? transform(data) : data);
    if (hasErrors(errors)) {
      setExtraErrors(toErrorSchema(errors, translate) as ErrorSchema<RecordData>);
    }
  };

  return (
    <CardContent>
      <SchemaForm<RecordData>
        schemaId={resourceValidatorId(schemaName)}
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        savedData={saved}
        extraErrors={extraErrors}
        isDisabled={saving}
        onChange={(data, isChanged) => {
          setFormData(data);
          setIsDirty(isChanged);
          setExtraErrors(undefined);
        }}
        onSubmit={submit}
      >
        {/* A create page may start from defaults (a new company's limits): still a record to save. */}
        <SaveToolbar isDirty={isDirty || record?.id === undefined} isSaving={!!saving} />
      </SchemaForm>
    </CardContent>
  );
};

/** The schema's fields of a record: ids, counts and timestamps the server adds are left out. */
export function schemaFields(schema: RJSFSchema, record: RecordData | undefined): RecordData {
  const editable = Object.keys(schema.properties ?? {});
  return Object.fromEntries(Object.entries(record ?? {}).filter(([key]) => editable.includes(key)));
}
