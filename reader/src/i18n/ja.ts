import type { Resources } from './en';

export const ja: Resources = {
  nav: {
    skipToContent: 'メインコンテンツへスキップ',
    home: 'ホーム',
    books: '本を探す',
    search: '検索',
    login: 'ログイン',
    menu: 'メニュー',
    openMenu: 'メニューを開く',
    closeMenu: 'メニューを閉じる',
    headerLinks: 'サイトリンク',
    logoAlt: '{{name}} ホーム',
  },
  sidebar: {
    label: 'サイドバー',
    sortOrder: '並び順',
    ascending: '昇順',
    descending: '降順',
    specialGroups: '特集',
    differentGenres: 'ジャンル別',
  },
  footer: {
    links: 'フッターリンク',
    backToTop: 'ページの先頭へ',
  },
  banner: {
    label: 'お知らせ',
    previous: '前のスライド',
    next: '次のスライド',
    goTo: 'スライド{{number}}へ',
    slide: '{{total}}枚中{{number}}枚目',
  },
  search: {
    panel: '検索',
    keyword: 'キーワード',
    submit: '検索',
    results: '検索結果',
    prompt: 'キーワードを入力してライブラリを検索してください。',
    resultsFor: '「{{query}}」の検索結果',
  },
  home: {
    title: 'ライブラリ',
    intro: 'ジャンルを選ぶか、検索してコンテンツを探してください。',
  },
  contentGroup: {
    title: 'コンテンツグループ',
  },
  login: {
    title: 'ログイン',
    email: 'メールアドレスまたはユーザー名',
    password: 'パスワード',
    submit: 'ログイン',
    forgotPassword: 'パスワードをお忘れの方',
    ipLogin: 'IPアドレスでログイン',
    google: 'Googleでログイン',
    microsoft: 'Microsoftでログイン',
    or: 'または',
    unavailable: 'ログインはまだご利用いただけません。',
  },
  notFound: {
    title: 'SO SORRY, PAGE NOT FOUND',
    goBack: '戻る',
  },
  error: {
    crashed: '問題が発生しました。',
    details: '詳細',
    loading: 'エラー！',
    retry: '再試行',
  },
  preview: {
    badge: 'プレビュー',
    popupSuppressed: 'プレビューでは外部リンクは開きません。',
  },
  newWindow: '（新しいウィンドウで開きます）',
};
