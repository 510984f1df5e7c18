import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * The texts of the viewer's navigation panels, search options, print progress, keyboard help
 * and phone bar. Kept in the viewer's chunk rather than i18n/en.ts and ja.ts, which every page
 * loads before first paint: only a reader who opens a book needs them (docs/decisions.md,
 * issue 32 item 2).
 */
const texts = {
  en: {
    contents: 'Contents',
    pages: 'Pages of the book',
    thumbnails: 'Pages',
    showContents: 'Show contents',
    noOutline: 'This book has no table of contents.',
    pageOf: '({{page}} of {{total}})',
    goToPage: 'Go to page {{page}}',
    openLink: 'Open {{url}} in a new tab',
    keys: 'Keyboard shortcuts',
    close: 'Close',
    preparing: 'Preparing pages for print: {{done}} of {{total}}',
    cancel: 'Cancel',
    keyNext: 'Next page',
    keyPrevious: 'Previous page',
    keyFirstLast: 'First / last page',
    keyZoom: 'Zoom in / out',
    keyPrint: 'Print',
    keyHelp: 'Show this help',
    keyClose: 'Close a panel or this help',
    matchCase: 'Match case',
    wholeWord: 'Whole word',
    hits: 'Search results',
    noHits: 'Nothing found. Search the book with the box above.',
    hitPage: 'p. {{page}}',
    more: 'More controls',
    fullscreen: 'Full screen',
    coverAlone: 'Cover alone',
    closeBook: 'Close the book',
    hitsSoFar: '{{total}} found so far…',
    view: 'View',
  },
  ja: {
    contents: '目次',
    pages: '本のページ',
    thumbnails: 'ページ一覧',
    showContents: '目次を表示',
    noOutline: 'この本には目次がありません。',
    pageOf: '（{{page}} / {{total}}）',
    goToPage: '{{page}} ページへ移動',
    openLink: '{{url}} を新しいタブで開く',
    keys: 'キーボード操作',
    close: '閉じる',
    preparing: '印刷の準備中: {{done}} / {{total}} ページ',
    cancel: 'キャンセル',
    keyNext: '次のページ',
    keyPrevious: '前のページ',
    keyFirstLast: '最初 / 最後のページ',
    keyZoom: '拡大 / 縮小',
    keyPrint: '印刷',
    keyHelp: 'このヘルプを表示',
    keyClose: 'パネルやヘルプを閉じる',
    matchCase: '大文字と小文字を区別',
    wholeWord: '単語単位',
    hits: '検索結果',
    noHits: '見つかりません。上の検索欄で本の中を検索できます。',
    hitPage: '{{page}} ページ',
    more: 'その他の操作',
    fullscreen: '全画面',
    coverAlone: '表紙を単独',
    closeBook: '本を閉じる',
    hitsSoFar: '{{total}} 件（検索中…）',
    view: '表示',
  },
} as const;

export type NavigationText = keyof (typeof texts)['en'];

/** `t` for the navigation texts in the language shown, with {{name}} values filled in. */
export function useNavigationText() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const table = i18n.language === 'ja' ? texts.ja : texts.en;
    return (key: NavigationText, values: Record<string, string | number> = {}) =>
      table[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  }, [i18n.language]);
}
