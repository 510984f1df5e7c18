import type { TranslationMessages } from 'react-admin';

type Language = 'en' | 'ja';

/** What a save, a creation or a deletion says, given the record's noun. */
const noticeOf: Record<Language, (noun: string) => Record<string, string>> = {
  en: (noun) => ({
    created: `${noun} created.`,
    updated: `${noun} saved.`,
    deleted: `${noun} deleted.`,
  }),
  ja: (noun) => ({
    created: `${noun}を作成しました。`,
    updated: `${noun}を保存しました。`,
    deleted: `${noun}を削除しました。`,
  }),
};

/** Where the generic notice would say less than what happened. */
const special: Record<Language, Record<string, Record<string, string>>> = {
  en: { plans: { deleted: 'Plan deleted (archived instead if it had subscribers).' } },
  ja: { plans: { deleted: 'プランを削除しました（購読者がいる場合はアーカイブしました）。' } },
};

/** react-admin's generic texts the console replaces ("Element created", "Plan #<uuid>"). */
const generic: Record<Language, { notification: Record<string, string>; edit: string }> = {
  en: {
    notification: { created: 'Created.', updated: 'Saved.', deleted: 'Deleted.' },
    edit: '%{name}: %{recordRepresentation}',
  },
  ja: {
    notification: {
      created: '作成しました。',
      updated: '保存しました。',
      deleted: '削除しました。',
    },
    edit: '%{name}: %{recordRepresentation}',
  },
};

/**
 * The messages with a named success notice per resource (`resources.<r>.notifications.*`, which
 * react-admin looks up before its generic "Element created/updated") and edit titles by name.
 */
export function withSuccessNotices(
  messages: TranslationMessages,
  language: Language,
): TranslationMessages {
  const resources = (messages.resources ?? {}) as Record<string, Record<string, unknown>>;
  const named = Object.fromEntries(
    Object.entries(resources).map(([resource, texts]) => {
      const noun = String(texts.name ?? resource)
        .split('||||')[0]
        .trim();
      const notifications = { ...noticeOf[language](noun), ...special[language][resource] };
      return [resource, { ...texts, notifications }];
    }),
  );
  const ra = messages.ra as TranslationMessages['ra'];
  return {
    ...messages,
    resources: named,
    ra: {
      ...ra,
      notification: { ...ra.notification, ...generic[language].notification },
      page: { ...ra.page, edit: generic[language].edit },
    },
  } as TranslationMessages;
}
