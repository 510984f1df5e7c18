import Ajv2020 from 'ajv/dist/2020';
import { configureAjv } from './ajv';

/**
 * JSON Schema 2020-12, the dialect of OpenAPI 3.1, with our formats: the tests check real
 * answers against the API's OpenAPI document with it. Its own entry point, so the console's
 * bundle never carries a second Ajv. Not strict: the document's schemas sit among OpenAPI's
 * own keys (`components`).
 */
export function createAjv2020(): Ajv2020 {
  return configureAjv(new Ajv2020({ strict: false, allErrors: true }));
}
