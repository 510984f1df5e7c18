import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useTranslatedUiSchema } from './useTranslatedUiSchema';

/**
 * The uiSchema of a react-admin resource's schema form: titles from
 * `resources.{resource}.fields.{prop}`, string enums from `enums.{VALUE}`, and numeric enums
 * by path (`enums.{resource}.{prop}.{value}`), so the same number reads differently per field.
 */
export function useResourceUiSchema(
  schema: RJSFSchema,
  uiSchema: UiSchema,
  resource: string,
): UiSchema {
  const translate = useTranslate();
  const translated = useTranslatedUiSchema(schema, uiSchema, `resources.${resource}.fields`);
  return useMemo(() => {
    const result: UiSchema = { ...translated };
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const values = typeof property === 'object' ? property.enum : undefined;
      if (!values?.every((value) => typeof value === 'number')) continue;
      result[name] = {
        ...result[name],
        'ui:enumNames': values.map((value) =>
          translate(`enums.${resource}.${name}.${value}`, { _: String(value) }),
        ),
      };
    }
    return result;
  }, [schema, translated, resource, translate]);
}
