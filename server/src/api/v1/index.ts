import { Router } from 'express';
import type { AccountService } from '../../account';
import type { AppPasswords } from '../../appPasswords';
import type { SignInPassport } from '../../auth/passport';
import type { ReaderSignIn } from '../../auth/readerSignIn';
import type { ImportService } from '../../imports/service';
import type { ItemOperations } from '../../settings/items';
import type { SettingsService } from '../../settings/service';
import type { BlobStore } from '../../storage/blobStore';
import type { Tenancy } from '../../tenancy/resolve';
import type { ViewerServices } from '../../viewer';
import { importAliasRoutes } from '../admin/imports';
import type { ContentServices } from '../content';
import type { Commerce } from '../../subscriptions/commerce';
import type { PlanChanges } from '../../subscriptions';
import type { Checkout, LearningCheckout, StoredCards, Transactions } from '../../orders';
import type { Receipts } from '../../receipts';
import type { GatewayDirectory, PaymentVerification } from '../../payments';
import type { Notifications } from '../../notifications';
import type { Scopes } from '../scope';
import { accountApi } from './account';
import { aliasApi } from './aliases';
import { authApi } from './auth';
import { contentApi } from './content';
import { contentFileApi } from './contentFiles';
import { contentGroupApi } from './contentGroups';
import { couponApi } from './coupons';
import { notificationApi } from './notifications';
import { paymentApi } from './payments';
import { searchApi } from './search';
import { socialAuthApi } from './socialAuth';
import { viewerApi } from './viewer';
import { subscriptionApi } from './subscriptions';

export { publicApi } from './public';

export interface V1ApiDeps {
  scopes: Scopes;
  tenancy: Tenancy;
  settings: SettingsService;
  items: ItemOperations;
  store: BlobStore;
  readerSignIn: ReaderSignIn;
  signIn: SignInPassport;
  account: AccountService;
  appPasswords: AppPasswords;
  imports: ImportService;
  content: ContentServices;
  viewer: ViewerServices;
  commerce: Commerce;
  orders: {
    checkout: Checkout;
    learningCheckout: LearningCheckout;
    transactions: Transactions;
    storedCards: StoredCards;
  };
  receipts: Receipts;
  payments: { gateways: GatewayDirectory };
  paymentVerification: PaymentVerification;
  notifications: Notifications;
  planChanges: PlanChanges;
}

/** `/api/v1`: the spec's API (contracts.md §5); anonymous settings calls are `publicApi`. */
export function v1Api(deps: V1ApiDeps): Router {
  const { scopes, content } = deps;
  const router = Router();
  router.use(aliasApi(deps));
  router.use(authApi(deps));
  router.use(socialAuthApi(deps));
  router.use(accountApi(deps));
  router.use(searchApi({ scopes, search: content.search }));
  router.use(
    contentFileApi({ scopes, tenancy: deps.tenancy, files: content.files, store: deps.store }),
  );
  router.use(viewerApi({ scopes, viewer: deps.viewer }));
  router.use(contentApi({ scopes, ...content }));
  router.use(contentGroupApi({ scopes, ...content }));
  router.use(subscriptionApi({ scopes, ...deps.commerce, planChanges: deps.planChanges }));
  router.use(couponApi({ scopes, ...deps.commerce }));
  router.use(paymentApi(deps));
  router.use(notificationApi({ scopes, notifications: deps.notifications }));
  // The tenant is named as in the other v1 admin calls (Host, `?domain`, `?path`).
  router.use('/import-csv-file', scopes.adminScope({ isTenantFromRequest: true }));
  router.use(importAliasRoutes(deps.imports));
  return router;
}
