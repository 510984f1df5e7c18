/**
 * The one table of field error texts, in en and ja: the server's field errors and the
 * console's own form validation both come from here, so an admin reads the same sentence
 * whichever side found the problem, in the console's language. `%{name}` marks a parameter.
 */
export type Language = 'en' | 'ja';

export const fieldMessages = {
  required: { en: 'Fill in this field.', ja: '入力してください。' },
  blank: { en: 'Enter more than blank spaces.', ja: '空白だけの入力はできません。' },
  unknownSetting: { en: 'This is not a known setting.', ja: 'この設定項目はありません。' },
  typeText: { en: 'Enter text.', ja: '文字で入力してください。' },
  typeInteger: { en: 'Enter a whole number.', ja: '整数で入力してください。' },
  typeNumber: { en: 'Enter a number.', ja: '数値で入力してください。' },
  typeBoolean: { en: 'Choose yes or no.', ja: 'はいかいいえを選んでください。' },
  typeList: { en: 'Enter a list of values.', ja: '値の一覧を入力してください。' },
  typeGroup: { en: 'Fill in this group of fields.', ja: 'この項目群を入力してください。' },
  choose: { en: 'Choose one of the options.', ja: '選択肢から選んでください。' },
  minLength: {
    en: 'Enter at least %{limit} characters.',
    ja: '%{limit}文字以上で入力してください。',
  },
  maxLength: {
    en: 'Enter at most %{limit} characters.',
    ja: '%{limit}文字以内で入力してください。',
  },
  minimum: { en: 'Enter %{limit} or more.', ja: '%{limit}以上の値を入力してください。' },
  maximum: { en: 'Enter %{limit} or less.', ja: '%{limit}以下の値を入力してください。' },
  exclusiveMinimum: {
    en: 'Enter more than %{limit}.',
    ja: '%{limit}より大きい値を入力してください。',
  },
  exclusiveMaximum: {
    en: 'Enter less than %{limit}.',
    ja: '%{limit}より小さい値を入力してください。',
  },
  minItemsOne: { en: 'Add at least one entry.', ja: '1件以上追加してください。' },
  minItems: { en: 'Add at least %{limit} entries.', ja: '%{limit}件以上追加してください。' },
  maxItems: { en: 'Keep at most %{limit} entries.', ja: '%{limit}件以内にしてください。' },
  uniqueItems: {
    en: 'Each value may appear only once.',
    ja: '同じ値を重複して指定することはできません。',
  },
  reserved: {
    en: 'This name is reserved; choose another.',
    ja: 'この名前は予約されています。別の名前にしてください。',
  },
  email: {
    en: 'Enter an e-mail address such as name@example.com.',
    ja: 'name@example.com のようなメールアドレスを入力してください。',
  },
  hostname: {
    en: 'Enter a host name such as library.example.com.',
    ja: 'library.example.com のようなホスト名を入力してください。',
  },
  date: { en: 'Enter a date.', ja: '日付を入力してください。' },
  url: {
    en: 'Enter a path starting with / or a web address starting with http:// or https://.',
    ja: '/ で始まるパス、または http:// か https:// で始まるアドレスを入力してください。',
  },
  link: {
    en: 'Enter a path starting with /, a web address (http:// or https://) or a mailto: address.',
    ja: '/ で始まるパス、http:// か https:// で始まるアドレス、または mailto: のアドレスを入力してください。',
  },
  httpsUrl: {
    en: 'Enter a web address starting with https://.',
    ja: 'https:// で始まるアドレスを入力してください。',
  },
  colour: {
    en: 'Enter a colour such as #1a2b3c.',
    ja: '#1a2b3c のような色コードを入力してください。',
  },
  gtmId: {
    en: 'Enter a Google Tag Manager id such as GTM-AB12CD3.',
    ja: 'GTM-AB12CD3 のような Google タグマネージャーの ID を入力してください。',
  },
  invoiceRegistrationNumber: {
    en: 'Enter T and 13 digits, such as T1234567890123, or leave it empty.',
    ja: 'T1234567890123 のように T と13桁の数字を入力するか、空欄にしてください。',
  },
  pathSegment: {
    en: 'Use 2 to 63 lowercase letters, digits or hyphens, starting with a letter or digit.',
    ja: '英小文字・数字・ハイフンで2〜63文字（先頭は英小文字か数字）にしてください。',
  },
  pageSlug: {
    en: 'Use up to 40 lowercase letters, digits or hyphens, starting with a letter.',
    ja: '英小文字・数字・ハイフンで40文字以内（先頭は英小文字）にしてください。',
  },
  username: {
    en: 'Use 6 to 64 letters, digits, underscores, dots or hyphens.',
    ja: '英数字・アンダースコア・ドット・ハイフンで6〜64文字にしてください。',
  },
  refCode: {
    en: 'Use up to 64 letters, digits, underscores, dots or hyphens.',
    ja: '英数字・アンダースコア・ドット・ハイフンで64文字以内にしてください。',
  },
  code: {
    en: 'Use letters, digits, underscores or hyphens only.',
    ja: '英数字・アンダースコア・ハイフンのみ使用できます。',
  },
  groupName: {
    en: 'Use letters, digits, underscores, spaces or hyphens.',
    ja: '文字・数字・アンダースコア・スペース・ハイフンを使用してください。',
  },
  elementId: {
    en: 'Choose an existing entry.',
    ja: '既存の項目から選んでください。',
  },
  ipRange: {
    en: 'Enter an IPv4 address or a range from /24 to /32, such as 192.0.2.0/24.',
    ja: '192.0.2.0/24 のような IPv4 アドレス、または /24〜/32 の範囲を入力してください。',
  },
  oidcScope: {
    en: 'Start with openid, then further scopes separated by single spaces.',
    ja: 'openid で始め、続くスコープは半角スペース1つで区切ってください。',
  },
  noSpaces: {
    en: 'Use no spaces.',
    ja: 'スペースを含めないでください。',
  },
  placeholder: {
    en: 'Include the placeholder {{%{name}}}.',
    ja: 'プレースホルダー {{%{name}}} を含めてください。',
  },
  format: {
    en: 'Enter the value in the form this field takes.',
    ja: 'この項目の形式に合わせて入力してください。',
  },
  invalid: { en: 'Check this value.', ja: 'この値を確認してください。' },
  itemIdTaken: {
    en: 'Another entry already uses this id.',
    ja: 'このIDは別の項目で使われています。',
  },
  unknownSearchBox: {
    en: 'Choose one of the search boxes of this page.',
    ja: 'このページの検索ボックスから選んでください。',
  },
  unknownContentGroup: {
    en: 'Choose a content group of this library.',
    ja: 'このライブラリのコンテンツグループから選んでください。',
  },
  paymentsNotSetUp: {
    en: 'Set up a payment gateway in Settings → Payment (or choose its test mode) before publishing a paid plan.',
    ja: '有料プランを公開する前に、設定 → 決済 で決済ゲートウェイを設定してください（テストモードも選べます）。',
  },
  oneDefaultSort: {
    en: 'Another option of this kind is already the default.',
    ja: 'この種類では別の項目が既定になっています。',
  },
  // Subscription plans and their discount ordinals (server/src/plans).
  maxFreeDays: {
    en: 'Use at most %{limit} free days.',
    ja: '無料日数は%{limit}日以内にしてください。',
  },
  maxPerUnit: {
    en: 'Use at most %{limit} for this unit.',
    ja: 'この単位では%{limit}以下にしてください。',
  },
  discountBelowPrice: {
    en: 'The discount price must be lower than the price.',
    ja: '割引価格は価格より低くしてください。',
  },
  normalContentGroups: {
    en: 'Choose normal content groups of this company.',
    ja: 'この会社の通常のコンテンツグループを選んでください。',
  },
  planRefCodeTaken: {
    en: 'Another plan uses this ref code.',
    ja: 'この参照コードは別のプランで使われています。',
  },
  noNulCharacters: {
    en: 'Text must not contain NUL characters.',
    ja: 'NUL文字は使用できません。',
  },
  planOfCompany: {
    en: 'Choose a plan of this company.',
    ja: 'この会社のプランを選んでください。',
  },
  planArchived: {
    en: 'This plan is archived: it keeps its subscribers but is not sold again.',
    ja: 'このプランはアーカイブ済みです。既存の購読は続きますが、再び販売することはできません。',
  },
  dateNotPast: {
    en: 'Choose today or a later date.',
    ja: '今日以降の日付を選んでください。',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type FieldMessageKey = keyof typeof fieldMessages;

export interface FieldMessage {
  key: FieldMessageKey;
  params?: Readonly<Record<string, string | number>>;
}

/** The text of a message in a language, its `%{name}` parameters filled in. */
export function fieldText(message: FieldMessage, language: Language = 'en'): string {
  const template: string = fieldMessages[message.key][language];
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    message.params && name in message.params ? String(message.params[name]) : whole,
  );
}

/** The whole table in one language, `{ key: text }` (the console's `validation.*` texts). */
export function fieldTexts(language: Language): Record<FieldMessageKey, string> {
  return Object.fromEntries(
    Object.entries(fieldMessages).map(([key, texts]) => [key, texts[language]]),
  ) as Record<FieldMessageKey, string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each English text as a pattern whose `%{name}` parts capture the parameters. */
const englishPatterns = Object.entries(fieldMessages).map(([key, texts]) => {
  const names: string[] = [];
  const source = texts.en
    .split(/(%\{\w+\})/)
    .map((part) => {
      const name = /^%\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { key: key as FieldMessageKey, names, pattern: new RegExp(`^${source}$`) };
});

/**
 * A field error text from this table, in another language; any other text unchanged. Lets
 * the one error middleware answer every service's field errors in the console's language.
 */
export function localizeFieldText(text: string, language: Language): string {
  if (language === 'en') return text;
  for (const { key, names, pattern } of englishPatterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const params = Object.fromEntries(names.map((name, index) => [name, match[index + 1]]));
    return fieldText({ key, params }, language);
  }
  return text;
}

/** What Ajv (server) and rjsf's Ajv (console) report, reduced to what the table needs. */
export interface ValidationProblem {
  keyword: string;
  params: Record<string, unknown>;
}

// Patterns our schemas use, recognised by their source; a test fails when a schema gains a
// pattern this list does not name (fieldMessages.test.ts).
const patternMessages: [RegExp, FieldMessageKey][] = [
  [/^\^#\[0-9a-fA-F\]\{6\}\$$/, 'colour'],
  [/mailto:/, 'link'],
  [/https\?:/, 'url'],
  [/^\^\(\|https:\/\//, 'httpsUrl'],
  [/^\^\(GTM-/, 'gtmId'],
  [/^\^\(T\\d\{13\}\)\?\$$/, 'invoiceRegistrationNumber'],
  [/^\^\[a-z0-9\]\[a-z0-9-\]/, 'pathSegment'],
  [/^\^\[a-z\]\[a-z0-9-\]\{0,39\}\$$/, 'pageSlug'],
  [/^\^\[A-Za-z0-9_\.-\]\{6,64\}/, 'username'],
  [/^\^\[A-Za-z0-9_\.-\]\{1,64\}/, 'refCode'],
  [/^\^\[A-Za-z0-9_-\]\+\$$/, 'code'],
  [/\\p\{L\}/, 'groupName'],
  [/^\^\[a-z0-9\]\{20,64\}\$$/, 'elementId'],
  [/^\\S$/, 'blank'],
  [/\(2\[4-9\]\|3\[0-2\]\)/, 'ipRange'],
  [/^\^openid\(/, 'oidcScope'],
  [/^\^\\S[+*]\$$/, 'noSpaces'],
];

const PLACEHOLDER_PATTERN = /^\\\{\\\{\\s\*(\w+)\\s\*\\\}\\\}$/;

const formatMessages: Record<string, FieldMessageKey> = {
  email: 'email',
  hostname: 'hostname',
  'uri-reference': 'url',
  uri: 'url',
  date: 'date',
  'date-time': 'date',
};

const typeMessages: Record<string, FieldMessageKey> = {
  string: 'typeText',
  integer: 'typeInteger',
  number: 'typeNumber',
  boolean: 'typeBoolean',
  array: 'typeList',
  object: 'typeGroup',
};

/** The message of a pattern, or undefined for a pattern the table does not know. */
export function patternMessage(pattern: string): FieldMessage | undefined {
  const placeholder = PLACEHOLDER_PATTERN.exec(pattern)?.[1];
  if (placeholder) return { key: 'placeholder', params: { name: placeholder } };
  const key = patternMessages.find(([test]) => test.test(pattern))?.[1];
  return key ? { key } : undefined;
}

/** The plain-language message of one validation problem (never the validator's own text). */
export function fieldMessageOf({ keyword, params }: ValidationProblem): FieldMessage {
  const limit = params.limit as number;
  switch (keyword) {
    case 'required':
      return { key: 'required' };
    case 'additionalProperties':
      return { key: 'unknownSetting' };
    case 'type': {
      const types = String(params.type)
        .split(',')
        .filter((type) => type !== 'null');
      return { key: typeMessages[types[0]] ?? 'invalid' };
    }
    case 'enum':
    case 'const':
      return { key: 'choose' };
    case 'minLength':
      return limit === 1 ? { key: 'required' } : { key: 'minLength', params: { limit } };
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'maxItems':
      return { key: keyword, params: { limit } };
    case 'minItems':
      return limit === 1 ? { key: 'minItemsOne' } : { key: 'minItems', params: { limit } };
    case 'uniqueItems':
      return { key: 'uniqueItems' };
    case 'pattern':
      return patternMessage(String(params.pattern)) ?? { key: 'format' };
    case 'format':
      return { key: formatMessages[String(params.format)] ?? 'format' };
    case 'not':
      return { key: 'reserved' };
    default:
      return { key: 'invalid' };
  }
}
