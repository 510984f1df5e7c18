import { CardContent } from '@mui/material';
import type { ErrorSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useRecordContext, useSaveContext, useTranslate } from 'react-admin';
import { SaveToolbar } from '../../schemaForm/SaveToolbar';
import { SchemaForm } from '../../schemaForm/SchemaForm';
import { hasErrors, toErrorSchema } from '../../schemaForm/serverErrors';
import { useResourceUiSchema } from '../../schemaForm/useResourceUiSchema';
import {
  completeGroupData,
  contentGroupFormData,
  contentGroupSchema,
  contentGroupUiSchema,
  type ContentGroup,
  type ContentGroupData,
} from './contentGroup';
import { resourceValidatorId } from '../../schemaForm/validatorIds';

/** Create and edit form of a content group, generated from its resource schema. */
export const ContentGroupForm = () => {
  const translate = useTranslate();
  const record = useRecordContext<ContentGroup>();
  const { save, saving } = useSaveContext();
  const uiSchema = useResourceUiSchema(contentGroupSchema, contentGroupUiSchema, 'content-groups');
  const saved = useMemo(() => contentGroupFormData(record), [record]);
  const [formData, setFormData] = useState<ContentGroupData>(saved);
  const [isDirty, setIsDirty] = useState(false);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema<ContentGroupData>>();

  const submit = async (data: ContentGroupData) => {
    const errors = await save?.(completeGroupData(data));
    if (hasErrors(errors))
      setExtraErrors(toErrorSchema(errors, translate) as ErrorSchema<ContentGroupData>);
  };

  return (
    <CardContent>
      <SchemaForm<ContentGroupData>
        schemaId={resourceValidatorId('contentGroup')}
        schema={contentGroupSchema}
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
        <SaveToolbar isDirty={isDirty || !record} isSaving={!!saving} />
      </SchemaForm>
    </CardContent>
  );
};
