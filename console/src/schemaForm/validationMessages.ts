import type { Localizer } from '@rjsf/validator-ajv8';
import type { Translate } from './translatedUiSchema';

type AjvError = NonNullable<Parameters<Localizer>[0]>[number];

const colourPattern = /#.*\{6\}/;

/**
 * Replaces Ajv's English messages with the console's translations. Colour patterns get a
 * readable message instead of the raw regular expression.
 */
export function createLocalizer(translate: Translate): Localizer {
  return (errors) => {
    for (const error of errors ?? []) {
      error.message = localizedMessage(error, translate);
    }
  };
}

export function localizedMessage(error: AjvError, translate: Translate): string {
  const params = error.params as Record<string, unknown>;
  const keyword =
    error.keyword === 'pattern' && colourPattern.test(String(params.pattern ?? ''))
      ? 'colour'
      : error.keyword;
  return translate(`console.validation.${keyword}`, {
    ...params,
    _: error.message ?? keyword,
  });
}
