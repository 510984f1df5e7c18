import Form from '@rjsf/mui';
import {
  createSchemaUtils,
  deepEquals,
  type ErrorSchema,
  type RJSFSchema,
  type UiSchema,
} from '@rjsf/utils';
import { useMemo, type ReactNode } from 'react';
import { useLocaleState, useNotify } from 'react-admin';
import { BilingualTextField } from './fields/BilingualTextField';
import { rjsfStringTranslator } from './rjsfStrings';
import { AddButton } from './templates/AddButton';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import { useSchemaValidator } from './useSchemaValidator';
import { withoutSummaries } from './validationMessages';
import { widgets } from './widgets';

export interface SchemaFormProps<T> {
  /** Which precompiled validator to use: a settings kind, or `resourceValidatorId(name)`. */
  schemaId: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: T;
  /** The last saved record data: the form is dirty when it differs (defaults applied to both). */
  savedData: T;
  onChange: (formData: T, isDirty: boolean) => void;
  onSubmit: (formData: T) => void;
  /** Field errors from the server, already in rjsf's ErrorSchema shape. */
  extraErrors?: ErrorSchema<T>;
  isDisabled?: boolean;
  /** The toolbar: rendered inside the <form> so its submit button submits it. */
  children: ReactNode;
}

const templates = { ObjectFieldTemplate, ButtonTemplates: { AddButton } };
/** Fields the generated uiSchema names with `ui:field`. */
const fields = { bilingualText: BilingualTextField };

/** A react-admin page body generated from a JSON Schema by rjsf (MUI theme). */
export function SchemaForm<T>(props: SchemaFormProps<T>) {
  const { schemaId, schema, uiSchema, formData, savedData, extraErrors, isDisabled, children } =
    props;
  const validator = useSchemaValidator(schemaId, schema);
  const [locale] = useLocaleState();
  const notify = useNotify();
  const baseline = useMemo(
    () => createSchemaUtils(validator, schema).getDefaultFormState(schema, savedData),
    [validator, schema, savedData],
  );
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      widgets={widgets}
      fields={fields}
      templates={templates}
      // Widgets that pick among other parts of the same document (a tab's boxes) read it here.
      formContext={{ formData }}
      extraErrors={extraErrors}
      liveValidate="onBlur"
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
      disabled={isDisabled}
      translateString={rjsfStringTranslator(locale)}
      transformErrors={withoutSummaries}
      onChange={(event) =>
        props.onChange(event.formData as T, !deepEquals(event.formData, baseline))
      }
      onSubmit={(event) => props.onSubmit(event.formData as T)}
      onError={() => notify('ra.message.invalid_form', { type: 'error' })}
    >
      {children}
    </Form>
  );
}
