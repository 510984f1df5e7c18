import { Router } from 'express';
import type { SignInPassport } from '../../auth/passport';
import type { AuthService } from '../../auth/service';
import type { CompanyService } from '../../companies/service';
import type { ContentServices } from '../content';
import type { Commerce } from '../../subscriptions/commerce';
import type { Dashboard } from '../../dashboard';
import type { CounterReports } from '../../counter';
import type { IntegrationTokens } from '../../integrations';
import type { Onboarding } from '../../onboarding';
import type { Refunds, Transactions } from '../../orders';
import type { Receipts } from '../../receipts';
import type { Subscribers } from '../../subscribers';
import type { ImportService } from '../../imports/service';
import type { ContentLinkService } from '../../contentLinks';
import type { IpGroupService } from '../../ipGroups/service';
import type { SettingsService } from '../../settings/service';
import type { MailPreview } from '../../account';
import type { ViewerServices, WatermarkPreview } from '../../viewer';
import type { PaymentModes, PaymentVerification } from '../../payments';
import type { UserGroupService } from '../../userGroups/service';
import type { UserAdminService } from '../../users/service';
import type { StaffService } from '../../staff/service';
import type { BlobStore } from '../../storage/blobStore';
import type { Announcements } from '../../notifications/announcements';
import type { DeliveryLog, WebhookEndpoints } from '../../webhooks';
import type { Scopes } from '../scope';
import type { Tenancy } from '../../tenancy/resolve';
import { announcementRoutes } from './announcements';
import { authRoutes } from './auth';
import { couponRoutes, ordinalRoutes, planRoutes } from './commerce';
import { companyRoutes } from './companies';
import { contentFileAdminRoutes } from './contentFiles';
import { contentAdminRoutes } from './contents';
import { contentGroupAdminRoutes } from './contentGroups';
import { crudRoutes } from './crudRoutes';
import { dashboardRoutes } from './dashboard';
import { onboardingRoutes } from './onboarding';
import { usageRoutes } from './usage';
import { counterReportRoutes } from './counterReports';
import { integrationTokenRoutes } from './integrationTokens';
import { ipGroupRoutes } from './ipGroups';
import { paymentModeRoutes } from './paymentMode';
import { importRoutes } from './imports';
import { settingsRoutes } from './settings';
import { transactionRoutes } from './transactions';
import { userGroupRoutes } from './userGroups';
import { userRoutes } from './users';
import { webhookDeliveryRoutes, webhookEndpointRoutes } from './webhooks';
import { staffRoutes } from './staff';
import { subscriberRoutes, subscriptionRoutes } from './subscriptions';

export interface AdminApiDeps {
  tenancy: Pick<Tenancy, 'byId'>;
  scopes: Scopes;
  staffAuth: AuthService;
  signIn: SignInPassport;
  settings: SettingsService;
  mailPreview: MailPreview;
  watermarkPreview: WatermarkPreview;
  viewer: Pick<ViewerServices, 'report'>;
  paymentVerification: PaymentVerification;
  payments: { modes: Pick<PaymentModes, 'forStaff'> };
  companies: CompanyService;
  users: UserAdminService;
  staff: StaffService;
  userGroups: UserGroupService;
  ipGroups: IpGroupService;
  contentLinks: ContentLinkService;
  imports: ImportService;
  content: ContentServices;
  store: BlobStore;
  commerce: Commerce;
  orders: { transactions: Transactions; refunds: Refunds };
  receipts: Receipts;
  dashboard: Dashboard;
  counter: CounterReports;
  integrationTokens: IntegrationTokens;
  onboarding: Onboarding;
  announcements: Announcements;
  subscribers: Subscribers;
  webhooks: { endpoints: WebhookEndpoints; log: DeliveryLog };
}

/** `/api/admin/*`: react-admin resources (ra-data-simple-rest protocol, contracts.md). */
export function adminApi(deps: AdminApiDeps): Router {
  const tenantScoped = deps.scopes.adminScope();
  const router = Router();
  router.use((_req, res, next) => {
    // The console reads list totals from Content-Range; admin data is never cached.
    res.set('Access-Control-Expose-Headers', 'Content-Range');
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use(
    '/auth',
    authRoutes(deps.staffAuth, deps.signIn, deps.staff, (id) => deps.tenancy.byId(id)),
  );
  router.use('/settings', settingsRoutes(deps, tenantScoped));
  router.use('/payment-mode', tenantScoped, paymentModeRoutes(deps.payments.modes));
  router.use('/companies', companyRoutes(deps.companies));
  router.use('/users', tenantScoped, userRoutes(deps.users));
  router.use('/staff', tenantScoped, staffRoutes(deps.staff));
  router.use('/user-groups', tenantScoped, userGroupRoutes(deps.userGroups));
  router.use('/ip-groups', tenantScoped, ipGroupRoutes(deps.ipGroups));
  router.use('/imports', tenantScoped, importRoutes(deps.imports));
  router.use('/contents', tenantScoped, contentAdminRoutes(deps.content));
  router.use('/content-groups', tenantScoped, contentGroupAdminRoutes(deps.content.groups));
  router.use('/content-links', tenantScoped, crudRoutes('content-links', deps.contentLinks));
  router.use(
    '/content-files',
    tenantScoped,
    contentFileAdminRoutes(deps.content.files, deps.store),
  );
  router.use('/plans', tenantScoped, planRoutes(deps.commerce.plans));
  router.use('/coupons', tenantScoped, couponRoutes(deps.commerce.coupons));
  router.use('/discount-ordinals', tenantScoped, ordinalRoutes(deps.commerce.ordinals));
  router.use('/usage', tenantScoped, usageRoutes(deps.viewer.report));
  router.use('/counter-reports', tenantScoped, counterReportRoutes(deps.counter));
  router.use('/integration-tokens', tenantScoped, integrationTokenRoutes(deps.integrationTokens));
  router.use('/dashboard', deps.scopes.overviewScope, dashboardRoutes(deps.dashboard));
  router.use('/onboarding', tenantScoped, onboardingRoutes(deps.onboarding));
  router.use('/announcements', tenantScoped, announcementRoutes(deps.announcements));
  router.use(
    '/transactions',
    tenantScoped,
    transactionRoutes(deps.orders.transactions, deps.orders.refunds, deps.receipts, deps.dashboard),
  );
  router.use('/subscriptions', tenantScoped, subscriptionRoutes(deps.subscribers));
  router.use('/subscribers', tenantScoped, subscriberRoutes(deps.subscribers));
  router.use('/webhook-endpoints', tenantScoped, webhookEndpointRoutes(deps.webhooks.endpoints));
  router.use('/webhook-deliveries', tenantScoped, webhookDeliveryRoutes(deps.webhooks.log));
  return router;
}
