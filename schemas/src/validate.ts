import type { ErrorObject, ValidateFunction } from 'ajv';
import { createAjv } from './ajv';
import { fieldMessageOf, fieldText, type Language } from './contracts/fieldMessages';
import { companySchema, requireSettingsKind, resourceSchemas, type ResourceName } from './registry';
import { checkRules } from './rules';
import type { JsonSchema } from './schema';

export type FieldErrors = Record<string, string>;
export type ValidationResult<T = unknown> =
  { ok: true; value: T } | { ok: false; errors: FieldErrors };

/**
 * Validates one kind's document against its schema, then against the rules across
 * fields (unique item ids, search tabs naming existing boxes). Errors are keyed by dotted path from the data root
 * ("links.2.url"); an unknown property is keyed at its own path ("unknownKey").
 * Throws for an unknown kind: callers route only known kinds here.
 */
export function validateSettings(
  kind: string,
  data: unknown,
  language: Language = 'en',
): ValidationResult {
  const result = runValidator(settingsValidator(kind), data, language);
  if (!result.ok) return result;
  const errors = checkRules(kind, data as Record<string, unknown>, language);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : result;
}

/** The compiled validator of a kind (cached), for callers that need Ajv's raw errors. */
export function settingsValidator(kind: string): ValidateFunction {
  return validatorFor(kind, requireSettingsKind(kind).schema);
}

/** Validates an admin-managed company record (same error shape as validateSettings). */
export function validateCompany(data: unknown, language: Language = 'en'): ValidationResult {
  return runValidator(validatorFor('resource:company', companySchema), data, language);
}

/**
 * Validates an admin-managed record (`user`, `userGroup`, `ipGroup`, `company`) against its
 * resource schema, the same one the console's form is generated from and precompiled with.
 */
export function validateResource(
  name: ResourceName,
  data: unknown,
  language: Language = 'en',
): ValidationResult {
  const validator = validatorFor(`resource:${name}`, resourceSchemas[name].schema);
  return runValidator(validator, data, language);
}

/**
 * Turns Ajv errors into one plain-language message per dotted path (first error wins), from
 * the message table shared with the console (contracts/fieldMessages.ts).
 */
export function toFieldErrors(
  errors: readonly ErrorObject[],
  language: Language = 'en',
): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    // "if" only reports that a "then" failed; the failing keyword is reported on its own.
    if (error.keyword === 'if') continue;
    const path = errorPath(error);
    result[path] ??= fieldText(fieldMessageOf(error), language);
  }
  return result;
}

const ajv = createAjv();
const validators = new Map<string, ValidateFunction>();

function validatorFor(key: string, schema: JsonSchema): ValidateFunction {
  let validator = validators.get(key);
  if (!validator) {
    validator = ajv.compile(schema);
    validators.set(key, validator);
  }
  return validator;
}

function runValidator(
  validator: ValidateFunction,
  data: unknown,
  language: Language,
): ValidationResult {
  if (validator(data)) return { ok: true, value: data };
  return { ok: false, errors: toFieldErrors(validator.errors ?? [], language) };
}

function errorPath(error: ErrorObject): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') {
    segments.push(String(error.params.additionalProperty));
  }
  return segments.join('.');
}
