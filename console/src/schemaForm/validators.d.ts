declare module 'virtual:hondana-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

  /** Build-time compiled validators per settings kind and resource schema (vite/precompiledValidators.ts). */
  const validators: Record<string, ValidatorFunctions>;
  export default validators;
}
