import Ajv from 'ajv';
import type Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * Adds the formats our schemas use. Shared by createAjv (server) and the console's rjsf
 * validator so both accept exactly the same documents. The metadata keywords we rely on
 * (writeOnly, contentMediaType) are standard draft-07 and allowed by Ajv in strict mode.
 */
export function configureAjv<T extends Ajv | Ajv2020>(ajv: T): T {
  addFormats(ajv, ['email', 'hostname', 'uri', 'uri-reference', 'date', 'date-time']);
  return ajv;
}

/** Strict, collects every error; union types are used for nullable resource fields. */
export function createAjv(): Ajv {
  return configureAjv(new Ajv({ strict: true, allErrors: true, allowUnionTypes: true }));
}
