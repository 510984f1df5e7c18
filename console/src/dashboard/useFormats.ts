import { useLocaleState } from 'react-admin';

/** Yen and counts in the console's language (¥1,100 / 1,100円 reads the same either way). */
export function useFormats() {
  const [locale] = useLocaleState();
  const tag = locale === 'ja' ? 'ja-JP' : 'en-US';
  const yen = new Intl.NumberFormat(tag, { style: 'currency', currency: 'JPY' });
  const count = new Intl.NumberFormat(tag);
  return {
    yen: (value: number) => yen.format(value),
    count: (value: number) => count.format(value),
  };
}
