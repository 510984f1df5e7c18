import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import validators from 'virtual:hondana-validators';
import { createLocalizer } from './validationMessages';

/**
 * rjsf's Ajv validator for one schema, precompiled at build time with `configureAjv` from
 * @hondana/schemas (so the console accepts exactly what the server accepts, without the
 * `unsafe-eval` that runtime compilation needs). Rebuilt per locale for translated messages.
 *
 * @param schemaId a settings kind, or `resourceValidatorId(name)` for a resource
 */
export function useSchemaValidator(schemaId: string, schema: RJSFSchema) {
  const translate = useTranslate();
  return useMemo(
    () => createPrecompiledValidator(validators[schemaId], schema, createLocalizer(translate)),
    [schemaId, schema, translate],
  );
}
