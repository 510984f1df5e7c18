import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { mergeUiSchema } from './mergeUiSchema';
import { buildTranslatedUiSchema, type JsonSchemaNode } from './translatedUiSchema';

/**
 * The schema's own uiSchema over translated titles and enum labels, rebuilt per locale.
 *
 * @param keyPrefix titles: `settings.footer` → `settings.footer.links.url`
 * @param enumPrefix numeric enum labels: `enums.search` → `enums.search.boxes.operation.4`
 */
export function useTranslatedUiSchema(
  schema: RJSFSchema,
  uiSchema: UiSchema | undefined,
  keyPrefix: string,
  enumPrefix?: string,
): UiSchema {
  const translate = useTranslate();
  return useMemo(
    () =>
      mergeUiSchema(
        buildTranslatedUiSchema(schema as JsonSchemaNode, {
          titleKey: (path) => `${keyPrefix}.${path}`,
          enumKey: enumPrefix ? (path) => `${enumPrefix}.${path}` : undefined,
          translate,
        }),
        uiSchema,
      ),
    [schema, uiSchema, keyPrefix, enumPrefix, translate],
  );
}
