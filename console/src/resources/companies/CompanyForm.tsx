import { companySchema, companyUiSchema } from '@hondana/schemas';
import { CardContent } from '@mui/material';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useRecordContext, useSaveContext, useTranslate } from 'react-admin';
import { SchemaForm } from '../../schemaForm/SchemaForm';
import { hasErrors, toErrorSchema } from '../../schemaForm/serverErrors';
import { useTranslatedUiSchema } from '../../schemaForm/useTranslatedUiSchema';
import { SaveToolbar } from '../../schemaForm/SaveToolbar';
import { resourceValidatorId } from '../../schemaForm/validatorIds';
import { editableFields, type Company } from './company';

type CompanyData = Record<string, unknown>;
const schema = companySchema as RJSFSchema;

/** Create and edit form of a tenant, generated from the company resource schema. */
export const CompanyForm = () => {
  const translate = useTranslate();
  const record = useRecordContext<Company>();
  const { save, saving } = useSaveContext();
  const uiSchema = useTranslatedUiSchema(
    schema,
    companyUiSchema as UiSchema,
    'resources.companies.fields',
  );
  const saved = useMemo(() => editableFields(record), [record]);
  const [formData, setFormData] = useState<CompanyData>(saved);
  const [isDirty, setIsDirty] = useState(false);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema<CompanyData>>();

  const submit = async (data: CompanyData) => {
    const errors = await save?.(data);
    if (hasErrors(errors))
      setExtraErrors(toErrorSchema(errors, translate) as ErrorSchema<CompanyData>);
  };

  return (
    <CardContent>
      <SchemaForm<CompanyData>
        schemaId={resourceValidatorId('company')}
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
        <SaveToolbar isDirty={isDirty || !record} isSaving={!!saving} />
      </SchemaForm>
    </CardContent>
  );
};
