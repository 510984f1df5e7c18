import { useCallback } from 'react';
import { useTranslation } from './useTranslation';
import type { BilingualText } from '@hondana/schemas';
import { textIn } from '@hondana/schemas/texts';

/** Picks a tenant text in the reader's language (the other language when it is missing). */
export function useText(): (value: BilingualText | undefined) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((value) => textIn(value, language), [language]);
}
