/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
/* Resolved shape: properties with a default are always present. */

export interface UserRecord {
  email: string | null;
  username: string | null;
  fullName: string;
  password?: string;
  lang: 'ja' | 'en';
  status: 0 | 1;
  userGroupId: string | null;
}
