import announcements from './announcements';
import companies from './companies';
import contentGroups from './contentGroups';
import contentLinks from './contentLinks';
import contents from './contents';
import coupons from './coupons';
import discountOrdinals from './discountOrdinals';
import imports from './imports';
import ipGroups from './ipGroups';
import plans from './plans';
import type { ResourceBundle } from './resourceBundle';
import settings from './settings';
import staff from './staff';
import subscribers from './subscribers';
import subscriptions from './subscriptions';
import transactions from './transactions';
import userGroups from './userGroups';
import usage from './usage';
import users from './users';

/**
 * Every console resource, in menu order. Routes, menu, tenant scoping of API calls and the
 * access check all read this list: adding a resource is its folder plus one line here.
 */
export const registry: readonly ResourceBundle[] = [
  companies,
  users,
  staff,
  userGroups,
  ipGroups,
  imports,
  contents,
  contentGroups,
  contentLinks,
  plans,
  coupons,
  discountOrdinals,
  subscriptions,
  subscribers,
  transactions,
  usage,
  announcements,
  settings,
];
