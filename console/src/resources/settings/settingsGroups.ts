/** Menu sections of the settings kinds, in the order an administrator sets a tenant up. */
export const settingsGroups = [
  'brand',
  'appearance',
  'searchContent',
  'login',
  'payment',
  'other',
] as const;

export type SettingsGroup = (typeof settingsGroups)[number];

const groupOfKind: Record<string, SettingsGroup> = {
  company: 'brand',
  header: 'brand',
  footer: 'brand',
  newInformation: 'brand',
  pages: 'brand',
  body: 'appearance',
  input: 'appearance',
  layout: 'appearance',
  banner: 'appearance',
  watermark: 'appearance',
  search: 'searchContent',
  searchResult: 'searchContent',
  sortFields: 'searchContent',
  contentDetail: 'searchContent',
  customLogin: 'login',
  mailTemplates: 'login',
  payment: 'payment',
};

/** Groups kinds for the menu; a kind added to the schemas later lands in "other". */
export function groupKinds(kinds: readonly string[]): { group: SettingsGroup; kinds: string[] }[] {
  return settingsGroups
    .map((group) => ({
      group,
      kinds: kinds.filter((kind) => (groupOfKind[kind] ?? 'other') === group),
    }))
    .filter((entry) => entry.kinds.length > 0);
}

export const settingsPath = (kind: string) => `/settings/${kind}`;
