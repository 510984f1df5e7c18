import type { en } from './en';

/** The console's own Japanese texts; same keys as en.ts. */
export const ja: typeof en = {
  console: {
    secret: { placeholder: '変更なし — 入力すると置き換えます' },
    tenant: {
      label: 'テナント',
      none: '設定を編集するには、上部バーでテナントを選択してください。',
    },
    settingsGroups: {
      brand: 'ブランド・会社',
      appearance: '外観',
      searchContent: '検索・コンテンツ',
      login: 'ログイン',
      payment: '決済',
      other: 'その他の設定',
    },
    settings: {
      saved: '%{name}を保存しました',
      reset: 'リセット',
      resetTitle: '%{name}をリセットしますか？',
      resetConfirm:
        '%{name}の設定がすべて初期値に戻ります。現在のバージョンは履歴に残り、復元できます。',
      resetDone: '%{name}を初期値に戻しました',
    },
    history: {
      open: '履歴',
      title: '%{name}の履歴',
      empty: 'まだ保存されていません（初期値を使用中）。',
      current: '公開中',
      view: 'バージョン %{version} を表示',
      rollback: '復元',
      rollbackTo: 'バージョン %{version} を復元',
      rollbackConfirm:
        'バージョン %{version} を新しいバージョンとして公開します。履歴は失われません。',
      rolledBack: '%{name}を復元しました',
      actions: { update: '保存', reset: 'リセット', rollback: '復元' },
      same: '公開中の設定と同じです。',
      field: '項目',
      live: '公開中',
      thisVersion: 'このバージョン',
    },
    preview: {
      title: 'プレビュー',
      unsaved: 'プレビュー — 未保存',
      loading: '読み込み中…',
      desktop: 'デスクトップ幅',
      mobile: 'モバイル幅（375 px）',
      reload: 'プレビューを再読み込み',
    },
    companies: { address: 'ドメインまたはパス' },
    dashboard: {
      title: 'ダッシュボード',
      welcome: 'ようこそ、%{name}さん',
      yourLibrary: 'あなたのライブラリ',
      openReader: 'リーダーを開く',
      preview: 'プレビュー',
      settings: '設定',
      nothingYet:
        'このアカウントで使える管理画面はまだありません。準備ができしだい、システム管理者からお知らせします。',
    },
    validation: {
      required: '必須項目です',
      type: '%{type} で入力してください',
      colour: '#1a2b3c のような色を入力してください',
      pattern: '形式が正しくありません',
      format: '正しい %{format} を入力してください',
      minimum: '%{limit} 以上にしてください',
      maximum: '%{limit} 以下にしてください',
      exclusiveMinimum: '%{limit} より大きくしてください',
      exclusiveMaximum: '%{limit} より小さくしてください',
      minLength: '%{limit} 文字以上で入力してください',
      maxLength: '%{limit} 文字以内で入力してください',
      minItems: '%{limit} 件以上必要です',
      maxItems: '%{limit} 件までです',
      uniqueItems: '重複しないようにしてください',
      enum: '選択肢から選んでください',
      not: 'この値は使用できません',
      additionalProperties: '不明な項目 %{additionalProperty}',
    },
  },
  resources: {
    companies: { name: '会社' },
    settings: { name: '設定' },
  },
};
