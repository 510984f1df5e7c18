import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { SchemaForm } from '../../schemaForm/SchemaForm';
import { hasErrors, toErrorSchema } from '../../schemaForm/serverErrors';
import { useResourceUiSchema } from '../../schemaForm/useResourceUiSchema';
import {
  completeContentData,
  contentFormData,
  contentSchema,
  contentUiSchema,
  type Content,
  type ContentData,
} from './content';
import { ContentGroupsWidget } from './ContentGroupsWidget';
import { resourceValidatorId } from '../../schemaForm/validatorIds';

interface ContentFieldsFormProps {
  record?: Partial<Content>;
  /** Saves the complete data; resolves with the server's field errors, if any. */
  onSubmit: (data: ContentData) => Promise<unknown>;
  isSaving: boolean;
  /** Extra parts inside the form (file pickers, the toolbar) given whether it changed. */
  children: (isDirty: boolean) => ReactNode;
}

const groupsWidget: UiSchema = { groupIds: { 'ui:widget': ContentGroupsWidget } };

/** The content's fields, generated from the content resource schema. */
export const ContentFieldsForm = ({
  record,
  onSubmit,
  isSaving,
  children,
}: ContentFieldsFormProps) => {
  const translate = useTranslate();
  const uiSchema = useResourceUiSchema(contentSchema, contentUiSchema, 'contents');
  const withGroups = useMemo(
    () => ({ ...uiSchema, groupIds: { ...uiSchema.groupIds, ...groupsWidget.groupIds } }),
    [uiSchema],
  );
  const saved = useMemo(() => contentFormData(record), [record]);
  const [formData, setFormData] = useState<ContentData>(saved);
  const [isDirty, setIsDirty] = useState(false);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema<ContentData>>();

  const submit = async (data: ContentData) => {
    const errors = await onSubmit(completeContentData(data));
    if (hasErrors(errors))
      setExtraErrors(toErrorSchema(errors, translate) as ErrorSchema<ContentData>);
  };

  return (
    <SchemaForm<ContentData>
      schemaId={resourceValidatorId('content')}
      schema={contentSchema}
      uiSchema={withGroups}
      formData={formData}
      savedData={saved}
      extraErrors={extraErrors}
      isDisabled={isSaving}
      onChange={(data, isChanged) => {
        setFormData(data);
        setIsDirty(isChanged);
        setExtraErrors(undefined);
      }}
      onSubmit={submit}
    >
      {children(isDirty)}
    </SchemaForm>
  );
};
