import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import validators from 'virtual:hondana-validators';
import { consoleLanguage, createLocalizer } from './validationMessages';

/**
 * rjsf's Ajv validator for one schema, precompiled at build time with `configureAjv` from
 * @hondana/schemas (so the console accepts exactly what the server accepts, without the
 * `unsafe-eval` that runtime compilation needs). Rebuilt per locale for translated messages.
 *
 * @param schemaId a settings kind, or `resourceValidatorId(name)` for a resource
 */
export function useSchemaValidator(schemaId: string, schema: RJSFSchema) {
  const [locale] = useLocaleState();
  return useMemo(
    () =>
      createPrecompiledValidator(
        validators[schemaId],
        schema,
        createLocalizer(consoleLanguage(locale)),
      ),
    [schemaId, schema, locale],
  );
}
