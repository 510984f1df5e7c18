import type { ErrorObject, ValidateFunction } from 'ajv';
import { createAjv } from './ajv';
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
export function validateSettings(kind: string, data: unknown): ValidationResult {
  const result = runValidator(settingsValidator(kind), data);
  if (!result.ok) return result;
  const errors = checkRules(kind, data as Record<string, unknown>);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : result;
}

/** The compiled validator of a kind (cached), for callers that need Ajv's raw errors. */
export function settingsValidator(kind: string): ValidateFunction {
  return validatorFor(kind, requireSettingsKind(kind).schema);
}

/** Validates an admin-managed company record (same error shape as validateSettings). */
export function validateCompany(data: unknown): ValidationResult {
  return runValidator(validatorFor('resource:company', companySchema), data);
}

/**
 * Validates an admin-managed record (`user`, `userGroup`, `ipGroup`, `company`) against its
 * resource schema, the same one the console's form is generated from and precompiled with.
 */
export function validateResource(name: ResourceName, data: unknown): ValidationResult {
  return runValidator(validatorFor(`resource:${name}`, resourceSchemas[name].schema), data);
}

/** Turns Ajv errors into one human-readable message per dotted path (first error wins). */
export function toFieldErrors(errors: readonly ErrorObject[]): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    // "if" only reports that a "then" failed; the failing keyword is reported on its own.
    if (error.keyword === 'if') continue;
    const path = errorPath(error);
    result[path] ??= describe(error);
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

function runValidator(validator: ValidateFunction, data: unknown): ValidationResult {
  if (validator(data)) return { ok: true, value: data };
  return { ok: false, errors: toFieldErrors(validator.errors ?? []) };
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

// Messages for the patterns our schemas use; any other pattern gets a generic message.
const patternMessages: [RegExp, string][] = [
  [/^\^#\[0-9a-fA-F\]/, 'must be a colour such as #1a2b3c'],
  [/https\?/, 'must be a path starting with / or an http(s) URL'],
  [/^\^\(GTM-/, 'must be a Google Tag Manager id such as GTM-AB12CD3'],
  [/^\^\[a-z0-9\]\[a-z0-9-\]/, 'must be 2-63 lowercase letters, digits or hyphens'],
  [/^\^\[A-Za-z0-9_\.-\]\{6,64\}/, 'must be 6 to 64 letters, digits, underscores, dots or hyphens'],
  [/\\p\{L\}/, 'must be letters, digits, underscores, spaces or hyphens'],
  [/^\\S$/, 'must not be only blank spaces'],
  [
    /\(2\[4-9\]\|3\[0-2\]\)/,
    'must be an IPv4 address or range from /24 to /32, such as 192.0.2.0/24',
  ],
];

const PLACEHOLDER_PATTERN = /^\\\{\\\{\\s\*(\w+)\\s\*\\\}\\\}$/;

const formatMessages: Record<string, string> = {
  email: 'must be a valid e-mail address',
  hostname: 'must be a valid host name, such as library.example.com',
  'uri-reference': 'must be a valid URL',
  uri: 'must be a valid absolute URL',
};

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a known setting';
    case 'type':
      return `must be ${typeName(String(params.type))}`;
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `must be ${String(params.allowedValue)}`;
    case 'minLength':
      return params.limit === 1
        ? 'must not be empty'
        : `must be at least ${params.limit} characters`;
    case 'maxLength':
      return `must be at most ${params.limit} characters`;
    case 'minimum':
      return `must be at least ${params.limit}`;
    case 'maximum':
      return `must be at most ${params.limit}`;
    case 'minItems':
      return `must have at least ${params.limit} item${params.limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `must have at most ${params.limit} items`;
    case 'uniqueItems':
      return 'must not contain the same value twice';
    case 'pattern': {
      // Mail templates require their placeholders by pattern (`\{\{\s*fullName\s*\}\}`).
      const placeholder = PLACEHOLDER_PATTERN.exec(String(params.pattern))?.[1];
      if (placeholder) return `must contain the placeholder {{${placeholder}}}`;
      return (
        patternMessages.find(([test]) => test.test(String(params.pattern)))?.[1] ??
        'is not in the expected format'
      );
    }
    case 'format':
      return formatMessages[String(params.format)] ?? 'is not in the expected format';
    case 'not':
      return 'is reserved and cannot be used';
    default:
      return error.message ?? 'is invalid';
  }
}

function typeName(type: string): string {
  const names: Record<string, string> = {
    string: 'text',
    integer: 'a whole number',
    number: 'a number',
    boolean: 'true or false',
    array: 'a list',
    object: 'an object',
  };
  return type
    .split(',')
    .map((name) => names[name] ?? name)
    .join(' or ');
}
