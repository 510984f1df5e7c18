// The list of settings kinds and who may read them. Kept free of JSON imports so the
// type generator and the reader can use it without pulling the schemas in.

export const kindIds = [
  'company',
  'header',
  'body',
  'input',
  'layout',
  'footer',
  'banner',
  'watermark',
  'sortFields',
  'search',
  'searchResult',
  'contentDetail',
  'customLogin',
  'newInformation',
  'pages',
  'payment',
  'mailTemplates',
] as const;

export type SettingsKindId = (typeof kindIds)[number];

/** public: part of the reader's configuration; admin: only staff and the server see it. */
export type Visibility = 'public' | 'admin';

export const kindVisibility: Readonly<Record<SettingsKindId, Visibility>> = {
  company: 'public',
  header: 'public',
  body: 'public',
  input: 'public',
  layout: 'public',
  footer: 'public',
  banner: 'public',
  watermark: 'admin',
  sortFields: 'public',
  search: 'public',
  searchResult: 'public',
  contentDetail: 'public',
  customLogin: 'public',
  newInformation: 'public',
  pages: 'public',
  payment: 'admin',
  mailTemplates: 'admin',
};

export const publicKindIds = kindIds.filter((kind) => kindVisibility[kind] === 'public');

export function isSettingsKindId(kind: string): kind is SettingsKindId {
  return (kindIds as readonly string[]).includes(kind);
}
