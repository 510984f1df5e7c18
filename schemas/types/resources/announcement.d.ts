/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
/* Resolved shape: properties with a default are always present. */

export interface AnnouncementRecord {
  audience: 'EVERYONE' | 'USER_GROUP' | 'ONE_READER';
  userGroupId: string | null;
  userId: string | null;
  title: {
    ja: string;
    en: string;
  };
  body: {
    ja: string;
    en: string;
  };
  /**
   * @minItems 1
   */
  channels: ['IN_APP' | 'MAIL', ...('IN_APP' | 'MAIL')[]];
}
