import announcements from './resources/announcements';
import companies from './resources/companies';
import contentGroups from './resources/contentGroups';
import contentLinks from './resources/contentLinks';
import contents from './resources/contents';
import counterReports from './resources/counterReports';
import coupons from './resources/coupons';
import discountOrdinals from './resources/discountOrdinals';
import imports from './resources/imports';
import integrationTokens from './resources/integrationTokens';
import ipGroups from './resources/ipGroups';
import webhookEndpoints from './resources/webhookEndpoints';
import plans from './resources/plans';
import settings from './resources/settings';
import type { ResourceBundle } from './resources/shared/resourceBundle';
import staff from './resources/staff';
import subscribers from './resources/subscribers';
import subscriptions from './resources/subscriptions';
import transactions from './resources/transactions';
import userGroups from './resources/userGroups';
import usage from './resources/usage';
import users from './resources/users';

/**
 * Every console resource, in menu order. Routes, menu, tenant scoping of API calls and the
 * access check all read this list: adding a resource is its folder plus one line here. It sits
 * beside App.tsx, above the folders it lists, so no resource imports it.
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
  counterReports,
  announcements,
  webhookEndpoints,
  integrationTokens,
  settings,
];
