import { statusTexts } from '@hondana/schemas/contracts';

import type { en } from './en';

/** The console's own Japanese texts; same keys as en.ts. */
export const ja: typeof en = {
  console: {
    image: {
      upload: 'アップロード',
      uploading: 'アップロード中…',
      uploaded: '画像をアップロードしました — 保存すると反映されます',
      failed: 'アップロードに失敗しました',
      tooLarge: '画像は 2 MB までです',
      preview: '現在の画像',
    },
    secret: { placeholder: '変更なし — 入力すると置き換えます' },
    form: {
      newItem: '%{list}（新規）',
      newBoxesAfterSave: '追加した検索ボックスは保存後に選べます。',
      unnamedBox: 'ラベルのないボックス',
      unsaved: '未保存の変更があります',
    },
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
      invalid: '次の項目を直すとプレビューできます:',
    },
    companies: { address: 'ドメインまたはパス' },
    dashboard: {
      title: 'ダッシュボード',
      welcome: 'ようこそ、%{name}さん',
      yourLibrary: 'あなたのライブラリ',
      openReader: 'リーダーを開く',
      preview: 'プレビュー',
      settings: '設定',
      nothingYet: 'メニューからプラン、クーポン、請求回割引を管理できます。',
    },
    contents: {
      create: 'コンテンツをアップロード',
      upload: 'アップロード',
      export: 'CSV エクスポート',
      file: 'ファイル',
      noFile: 'ファイルはまだありません',
      group: 'コンテンツグループ',
      noGroups: '通常のコンテンツグループがありません',
      updatedAt: '更新日時',
      textStatus: 'テキスト抽出',
      textStatuses: {
        NONE: 'ファイルなし',
        PENDING: '抽出中…',
        DONE: '完了',
        FAILED: '失敗',
      },
      textFailed: 'テキストを抽出できませんでした。',
      retry: '再実行',
      retryQueued: 'テキスト抽出を再実行します',
      activeContent:
        'この PDF にはアクティブコンテンツ（スクリプト、起動アクション、埋め込みファイル）が含まれています。ビューアーでは実行されませんが、信頼できる提供元のファイルか確認してください。',
      activeContentWarning:
        'アップロードしました。PDF にアクティブコンテンツが含まれています: %{found}',
      uploaded: 'コンテンツをアップロードしました',
      replaced: 'ファイルを差し替えました',
      replace: 'ファイルを差し替え',
      pick: {
        file: 'PDF を選択',
        fileNone: 'PDF が選択されていません',
        cover: '表紙画像を選択',
        coverNone: '表紙なし（任意）',
      },
      bulk: {
        publish: '公開',
        unpublish: '非公開',
        addToGroup: 'グループに追加',
        add: '追加',
        deleteTitle: 'コンテンツの削除',
        deleteConfirm: '%{smart_count} 件のコンテンツとファイルを削除しますか？',
        publishDone: '%{smart_count} 件を公開しました',
        unpublishDone: '%{smart_count} 件を非公開にしました',
        'add-to-groupDone': '%{smart_count} 件をグループに追加しました',
        deleteDone: '%{smart_count} 件を削除しました',
      },
    },
    contentGroups: {
      reset: '初期状態に戻す',
      resetTitle: '特別なグループを初期状態に戻しますか？',
      resetConfirm:
        'お気に入り、最近読んだ本、新着、人気、おすすめの名前と表示を初期状態に戻します。通常のグループは変更されません。',
      resetDone: '特別なグループを初期状態に戻しました',
      refCodes: '参照コード',
      refCodesSaved: '参照コードを保存しました',
    },
    upload: {
      title: 'アップロード',
      close: '閉じる（完了したアップロードは消えます）',
    },
    users: {
      usernameHelp: '6〜64 文字の英数字、アンダースコア、ドット、ハイフン',
      passwordHelp: '%{min} 文字以上',
      resetPassword: 'パスワードを再設定',
      resetPasswordHelp:
        '%{name} の新しいパスワードを設定します。ログイン中のセッションは終了し、次回からこのパスワードでログインします。',
      newPassword: '新しいパスワード',
      setPassword: 'パスワードを設定',
      passwordReset: 'パスワードを変更しました',
      toggleStatus: 'ログインを許可',
      blocked: 'ユーザーを停止しました（ログインできなくなります）',
      allowed: 'ユーザーを再び許可しました',
      exportCsv: 'CSV エクスポート',
    },
    userGroups: { none: 'グループなし' },
    ipGroups: { range: 'アドレス範囲' },
    imports: {
      title: 'インポート',
      chooseFile: 'CSV ファイルを選択',
      noFile: 'ファイルが選択されていません',
      mode: '既存ユーザーの扱い',
      progress: 'インポートの進捗',
      badRows: '取り込まれなかった行',
      line: '行',
      problem: '内容',
      downloadLog: 'ログをダウンロード',
      status: {
        queued: '開始待ち…',
        running: 'インポート中…',
        done: '完了',
        failed: 'インポートに失敗しました',
      },
      types: { 'user-import': 'ユーザー', 'content-import': 'コンテンツ' },
      summary: {
        'user-import':
          '作成 %{created} 件、更新 %{updated} 件、スキップ %{skipped} 件、削除 %{deleted} 件、エラー %{failed} 件',
        'content-import': '追加 %{created} 件、更新 %{updated} 件、スキップ %{failed} 件',
      },
      users: {
        title: 'ユーザーのインポート',
        help: 'UTF-8 の CSV。1 行目は見出し：email, username, full_name, password, lang, group, status（順不同、email か username が必要）。',
        start: 'インポート開始',
      },
      contents: {
        open: 'CSV インポート',
        title: 'CSV からコンテンツをインポート',
        help: '1 行目: 項目名（id, title, author など）、2 行目: 見出し、3 行目: 1 列目に年、4 行目からコンテンツ。id のある行はそのコンテンツを更新し、id のない行は追加します。PDF はその後アップロードしてください。',
        year: '年',
        start: 'インポート',
      },
    },
  },
  api: {
    error: {
      unknown: 'エラーが発生しました。もう一度お試しください。',
      // Each catalogue code's text lives with the code in the shared contracts.
      ...statusTexts('ja'),
    },
  },
  validate: {
    required: '必須です',
    file: {
      required: 'アップロードするファイルを選択してください。',
      notAllowed: 'このファイル形式は使用できません。',
      invalid: 'ファイルが正しくありません。',
      yearInvalid: '3 行目の最初のセルは %{year} 年である必要があります。',
      tooLarge: 'ファイルが大きすぎます。',
    },
  },
  resources: {
    companies: { name: '会社' },
    contents: { name: 'コンテンツ' },
    'content-groups': { name: 'コンテンツグループ' },
    users: {
      name: 'ユーザー',
      fields: { createdAt: '作成日時' },
    },
    'user-groups': {
      name: 'ユーザーグループ',
      fields: { memberCount: 'メンバー', updatedAt: '更新日時' },
    },
    'ip-groups': {
      name: 'IP グループ',
      fields: { updatedAt: '更新日時' },
    },
    imports: {
      name: 'インポート',
      fields: {
        createdAt: '開始日時',
        fileName: 'ファイル',
        type: '種類',
        mode: '既存ユーザーの扱い',
        status: 'ステータス',
        progress: '進捗',
        finishedAt: '完了日時',
      },
    },
    plans: {
      name: 'プラン',
      fields: { updatedAt: '更新日時' },
    },
    coupons: {
      name: 'クーポン',
      fields: { numberUsed: '利用数', createdAt: '作成日時' },
    },
    'discount-ordinals': {
      name: '請求回割引',
      fields: { subscriptionPlanName: 'プラン', updatedAt: '更新日時' },
    },
    settings: { name: '設定' },
  },
};
