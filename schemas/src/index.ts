// @hondana/schemas: the single source of truth for tenant settings (see docs/contracts.md §2).
export {
  settingsKinds,
  getSettingsKind,
  companySchema,
  companyUiSchema,
  resourceSchemas,
  isResourceName,
} from './registry';
export type { SettingsKind, ResourceName } from './registry';
export { kindIds, kindVisibility, publicKindIds, isSettingsKindId } from './kinds';
export type { SettingsKindId, Visibility } from './kinds';
export { configureAjv, createAjv } from './ajv';
export {
  validateSettings,
  validateCompany,
  validateResource,
  settingsValidator,
  toFieldErrors,
} from './validate';
export type { FieldErrors, ValidationResult } from './validate';
export { resolveSettings } from './defaults';
export { itemListsOf, withItemIds } from './rules';
export { secretPaths, storedSecretPaths, stripSecrets, mergeSecrets } from './secrets';
export { themeVariables, themeVariableNames } from './theme';
export {
  textIn,
  isBlankText,
  isBilingualTextSchema,
  isBilingualValue,
  textLanguages,
} from './texts';
export type { TextLanguage } from './texts';
export { i18n } from './i18n';
export type { Translations } from './i18n';
export type { JsonSchema, UiSchema } from './schema';
export type * from '../types/index';
