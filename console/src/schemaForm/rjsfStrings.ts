import { englishStringTranslator, replaceStringParameters, TranslatableString } from '@rjsf/utils';

/** rjsf's own button and label texts; English comes from rjsf, Japanese from here. */
const japanese: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: '項目',
  [TranslatableString.EmptyArray]: '項目がありません。下のボタンで追加してください。',
  [TranslatableString.YesLabel]: 'はい',
  [TranslatableString.NoLabel]: 'いいえ',
  [TranslatableString.CloseLabel]: '閉じる',
  [TranslatableString.ErrorsLabel]: 'エラー',
  [TranslatableString.AddButton]: '追加',
  [TranslatableString.AddItemButton]: '項目を追加',
  [TranslatableString.CopyButton]: 'コピー',
  [TranslatableString.MoveDownButton]: '下へ移動',
  [TranslatableString.MoveUpButton]: '上へ移動',
  [TranslatableString.RemoveButton]: '削除',
  [TranslatableString.ClearLabel]: 'クリア',
  [TranslatableString.OptionPrefix]: '選択肢 %1',
};

export const rjsfStringTranslator =
  (locale: string) =>
  (key: TranslatableString, params?: string[]): string =>
    locale === 'ja' && japanese[key]
      ? replaceStringParameters(japanese[key] as string, params)
      : englishStringTranslator(key, params);
