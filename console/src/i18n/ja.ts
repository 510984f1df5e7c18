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
    color: {
      swatch: '%{name}を選ぶ',
      lowContrast:
        '背景の上では読みにくい色です: コントラスト比 %{ratio}:1（読者には %{minimum}:1 以上が必要です）。',
    },
    richText: {
      toolbar: '%{name}の書式',
      bold: '太字',
      italic: '斜体',
      underline: '下線',
      heading: '見出し',
      bullets: '箇条書き',
      numbers: '番号付きリスト',
      link: 'リンク',
      undo: '元に戻す',
      redo: 'やり直す',
      source: 'HTML で編集',
      formatted: '書式付きの編集に戻る',
      sourceOnly:
        'このテキストにはエディターで表示できない要素（画像・表・クラス）が含まれるため、内容を失わないよう HTML として編集します。読者には安全な部分だけが表示されます。',
      address: 'アドレス（https://…、mailto:…、tel:… または /ページ）',
      badAddress:
        'Web アドレス、メール（mailto:）、電話番号（tel:）またはパス（/…）を入力してください。',
      newWindow: '新しいウィンドウで開く',
      unlink: 'リンクを外す',
      apply: '適用',
    },
    secret: {
      placeholder: '未登録 — 入力すると登録します',
      stored: '登録済み（非表示） — 空欄のままなら保持、入力すると置き換えます',
    },
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
      removedAccount: '削除されたアカウント',
    },
    preview: {
      title: 'プレビュー',
      unsaved: 'プレビュー — 未保存',
      loading: '読み込み中…',
      desktop: 'デスクトップ幅（1280 px を縮小表示）',
      wide: '全幅でプレビュー',
      narrow: 'フォームの横に戻す',
      tablet: 'タブレット幅（768 px を縮小表示）',
      mobile: 'モバイル幅（375 px）',
      reload: 'プレビューを再読み込み',
      invalid: '次の項目を直すとプレビューできます:',
      watermarkPage: '見本ページ',
      watermarkOff: '透かしはオフです。ページには表示されません。',
      watermarkViewerOff:
        'オンラインビューアーでは透かしはオフです。ビューアーのページには表示されません。',
      watermarkNote:
        'オンラインビューアーが描くのと同じ見本ページです（あなたの情報で表示）。読者には各自の情報が表示されます。',
      mailLanguage: 'メールの言語',
      mailSubject: '件名',
      mailBuiltIn: '標準のメール（この言語の独自テンプレートはありません）',
      mailFailed: 'このテンプレートは表示できません。直すまで読者には下の標準メールが届きます:',
    },
    payment: {
      title: '決済ゲートウェイとの接続',
      explain:
        'このフォームの加盟店IDとキーを決済ゲートウェイで確認します（空欄の秘密項目は保存済みの値を使います）。保存や請求は行いません。',
      verify: '接続を確認',
      accepted: '決済ゲートウェイがこの設定を受け付けました。',
      sandbox:
        'サンドボックスはテストカード専用で、キーは不要です。実際に販売するにはVeriTransかGMOを選んでください。',
      noCards:
        'この選択ではこのサイトでカード決済を受け付けません。VeriTransかGMOを選ぶまで、読者はカードでプランを購入できません。',
      notSetUp:
        'ゲートウェイを選ぶまで何も販売されません。テストカードで試すならテストモード（サンドボックス）、実際に販売するならキーを設定したVeriTransかGMOを選んでください。',
    },
    paymentMode: {
      test: 'テストモード：実際の請求は行われません。テストカードをお使いください',
      none: '決済が未設定です：有料プランは公開できません',
      testDetail:
        'テストモード：実際の請求は行われません。テストカードをお使いください。読者は購入手続きを進められますが、お金は動きません。',
      noneDetail:
        '決済が未設定です：読者は支払いができず、有料プランも公開できません。下でゲートウェイを選んで保存してください。',
    },
    companies: {
      address: 'ドメインまたはパス',
      maxContentHelp:
        'このライブラリに登録できるコンテンツ数です。上限を指定せずに作成した企業は 1（既定値）になります。コンソールで作成する企業は 1,000 から始まります。',
      maxUserHelp:
        'このライブラリの読者アカウント数の上限です。上限を指定せずに作成した企業は 1（既定値）になります。コンソールで作成する企業は 1,000 から始まります。',
    },
    empty: {
      title: '%{name}はまだありません',
      help: {
        any: '最初の 1 件を作成しましょう。',
        contents:
          'PDF をアップロードするか、タイトルの CSV をインポートしてから PDF をアップロードしてください。',
        imports: '読者やコンテンツを CSV ファイルからインポートできます。',
        plans:
          'プランは読者が購入するものです。期間ごとの料金と、利用できるコンテンツグループを決めます。',
        coupons: 'クーポンは、入力された最初の注文を割り引きます（割引率）。',
        'discount-ordinals': 'プランの n 回目の請求に対する割引です（例: 2 か月目は半額）。',
      },
    },
    plans: { archived: 'アーカイブ済み' },
    staff: {
      roles: { 2: '企業管理者', 5: 'サービス管理者' },
      statuses: { 0: '有効', 1: '停止中' },
      invited: '%{email} にパスワード設定の案内を送信しました',
      forTenant: '新しい管理者は %{name} に追加されます。',
      inviteHelp: '新しい管理者にパスワードを設定するリンクをメールで送ります（7 日間有効）。',
      sendReset: 'パスワード設定リンクを送信',
      resetTitle: '%{email} にパスワード設定リンクを送信しますか？',
      resetConfirm:
        '新しいパスワードを設定するリンクをメールで送ります（1 時間有効）。それまでは現在のパスワードが使えます。',
      resetSent: '%{email} にパスワード設定リンクを送信しました',
      setPassword: {
        title: 'パスワードの設定',
        help: '英大文字・英小文字・数字を含む 8 文字以上。',
        password: '新しいパスワード',
        confirm: 'パスワード（確認）',
        mismatch: '2 つのパスワードが一致しません。',
        submit: 'パスワードを設定',
        done: 'パスワードを設定しました。メールアドレスでログインしてください。',
        signIn: 'ログイン画面へ',
      },
    },
    delete: {
      users: '読者アカウントをセッション、お気に入り、購読とともに削除します。元に戻せません。',
      'user-groups': 'ユーザーグループを削除します。メンバーがいるグループは削除できません。',
      'ip-groups': 'IP グループとその IP アドレス範囲を削除します。元に戻せません。',
      'content-links':
        'リンクはすぐに使えなくなり、このリンクで閲覧中の人も閲覧できなくなります。元に戻せません。',
      companies: '企業を、設定・読者・コンテンツ・管理者すべてとともに削除します。元に戻せません。',
      staff: '管理者アカウントを削除し、直ちにログアウトさせます。',
      plans:
        '購入されていないプランは割引回数設定とともに削除します。購読者がいるプランは削除せずアーカイブします。販売は止まり、既存の購読は続きます。',
      coupons:
        'クーポンコードは使えなくなります。このコードを使った注文の割引はそのままです。元に戻せません。',
      'discount-ordinals': '今後の更新ではこの割引が適用されません。支払い済みの分はそのままです。',
    },
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
    contentLinks: {
      copy: 'リンクをコピー',
      copied: 'リンクをコピーしました',
      share: 'このアドレスを共有してください。有効期限の日までオンラインビューアで閲覧できます。',
      expired: 'このリンクは期限切れです。有効期限を延ばすと再び使えます。',
      create: '共有リンクを作成',
      ACTIVE: '有効',
      EXPIRED: '期限切れ',
    },
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
    staff: {
      name: '管理者',
      fields: {
        email: 'メールアドレス',
        fullName: '氏名',
        roleLevel: '権限',
        lang: '言語',
        status: '状態',
        createdAt: '作成日時',
      },
    },
    companies: { name: '会社' },
    contents: { name: 'コンテンツ' },
    'content-groups': { name: 'コンテンツグループ' },
    usage: {
      name: '利用状況',
      fields: {
        from: '開始月',
        to: '終了月',
        month: '月',
        title: 'コンテンツ',
        opens: '閲覧回数',
        pageViews: '閲覧ページ数',
        prints: '印刷回数',
        printedPages: '印刷ページ数',
        downloads: 'ダウンロード数',
      },
    },
    'content-links': {
      name: '共有リンク',
      fields: {
        contentTitle: 'コンテンツ',
        url: 'リンク',
        status: '状態',
        opens: '閲覧回数',
        lastOpenedAt: '最終閲覧',
      },
    },
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
      fields: { updatedAt: '更新日時', archivedAt: 'アーカイブ' },
    },
    coupons: {
      name: 'クーポン',
      fields: { numberUsed: '利用数', createdAt: '作成日時' },
    },
    'discount-ordinals': {
      name: '請求回割引',
      fields: { subscriptionPlanName: 'プラン', updatedAt: '更新日時' },
    },
    transactions: {
      name: '決済履歴',
      fields: {
        createdAt: '日時',
        userEmail: 'メールアドレス',
        subscriptionPlanName: 'プラン',
        status: '結果',
        failureCode: 'エラー',
        totalAmount: '合計',
        discountAmount: '割引',
        cardLast4: 'カード',
        hasReceipt: '領収書',
        q: '検索',
        from: '開始日',
        to: '終了日',
      },
    },
    settings: { name: '設定' },
  },
};
