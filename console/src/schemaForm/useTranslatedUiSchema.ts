import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { mergeUiSchema } from './mergeUiSchema';
import { buildTranslatedUiSchema, type JsonSchemaNode } from './translatedUiSchema';

/** The schema's own uiSchema over translated titles and enum labels, rebuilt per locale. */
export function useTranslatedUiSchema(
  schema: RJSFSchema,
  uiSchema: UiSchema | undefined,
  keyPrefix: string,
): UiSchema {
  const translate = useTranslate();
  return useMemo(
    () =>
      mergeUiSchema(
        buildTranslatedUiSchema(schema as JsonSchemaNode, {
          titleKey: (path) => `${keyPrefix}.${path}`,
          translate,
        }),
        uiSchema,
      ),
    [schema, uiSchema, keyPrefix, translate],
  );
}
