import { GroupType } from '../groupTypes';
import type { ContentGroupInput } from '../groupTypes';
import { defaultGroupInput } from './validate';

/**
 * The special groups a tenant starts with (and gets back on reset): favourites and history
 * need sign-in; new, popular and recommended are public. Names are Japanese like the other
 * seeded defaults; admins rename them.
 */
export const defaultGroups: ContentGroupInput[] = [
  {
    ...defaultGroupInput,
    name: 'お気に入り',
    type: GroupType.FAVOURITE,
    isPublic: false,
    refCode: 'favourite',
    ordinal: 1,
  },
  {
    ...defaultGroupInput,
    name: '最近読んだ本',
    type: GroupType.RECENTLY_READ,
    isPublic: false,
    refCode: 'recently-read',
    ordinal: 2,
  },
  {
    ...defaultGroupInput,
    name: '新着',
    type: GroupType.NEW,
    isDefault: true,
    refCode: 'new',
    ordinal: 3,
  },
  { ...defaultGroupInput, name: '人気', type: GroupType.POPULAR, refCode: 'popular', ordinal: 4 },
  {
    ...defaultGroupInput,
    name: 'おすすめ',
    type: GroupType.RECOMMEND,
    refCode: 'recommend',
    ordinal: 5,
  },
];
