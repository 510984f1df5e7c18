import { fieldMessageOf, fieldText, type Language } from '@hondana/schemas/contracts';
import type { RJSFValidationError } from '@rjsf/utils';
import type { Localizer } from '@rjsf/validator-ajv8';

/**
 * Replaces Ajv's English messages with the plain-language texts the server uses for the same
 * problem (contracts/fieldMessages.ts), in the console's language.
 */
export function createLocalizer(language: Language): Localizer {
  return (errors) => {
    for (const error of errors ?? []) {
      error.message = fieldText(fieldMessageOf(error), language);
    }
  };
}

/**
 * Drops what only repeats another error: an `if` that failed because its `then` did (the
 * failing keyword is reported on its own), and a `oneOf`/`anyOf` summary.
 */
export function withoutSummaries(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors.filter((error) => !['if', 'oneOf', 'anyOf'].includes(error.name ?? ''));
}

export const consoleLanguage = (locale: string): Language => (locale === 'en' ? 'en' : 'ja');
