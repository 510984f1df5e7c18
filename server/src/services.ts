import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import {
  consoleBaseUrl,
  createAccountService,
  createMailPreview,
  createResetMailer,
  tenantBaseUrl,
} from './account';
import { DEFAULT_LOG_N } from './users/password';
import { createAuthService } from './auth/service';
import { createIpSignIn } from './auth/ipSignIn';
import { createOidcSignIn } from './auth/oidc/service';
import { createAppPasswordSignIn, createAppPasswords } from './appPasswords';
import { createSignInPassport } from './auth/passport';
import { createPasswordSignIn } from './auth/passwordSignIn';
import { createReaderLogin } from './auth/readerLogin';
import { createSessionStore } from './auth/sessions';
import type { Company } from './access/company';
import type { Clock } from './clock';
import { createCompanyRepository } from './companies/repository';
import { createCompanyService } from './companies/service';
import { createDashboard } from './dashboard';
import { createOnboarding } from './onboarding';
import { createOpds } from './opds';
import type { AppConfig } from './config';
import { gatewayEndpoints, linkBaseUrl } from './config';
import { CONTENT_IMPORT_JOB } from './content/csv/columns';
import { runContentImport } from './content/csv/import';
import type { ContentImportPayload } from './content/csv/import';
import { createContentCsv } from './content/csv/service';
import { createContentDetail } from './content/reading/detail';
import { createHistoryWriter } from './content/favourites/historyWriter';
import { createFavouriteService } from './content/favourites/service';
import { createContentFileService } from './content/files/service';
import { attachDemoBooks, DEMO_BOOKS_JOB } from './demo/books';
import { createTextJob, EXTRACT_TEXT } from './content/files/textJob';
import { createContentGroupService } from './content/groups/service';
import { createGroupReading } from './content/reading/groupReading';
import { createCatalogueCache } from './content/reading/catalogueCache';
import { createLibrary } from './content/reading/library';
import { createSearchCache } from './content/reading/searchCache';
import { createSearchService } from './content/search/service';
import { createContentService } from './content/catalogue/service';
import { createImportService } from './imports/service';
import { USER_IMPORT_JOB } from './imports/userColumns';
import { runUserImport } from './imports/userImport';
import type { UserImportPayload } from './imports/userImport';
import { createContentLinkService } from './contentLinks';
import { createIpGroupService } from './ipGroups/service';
import { createJobs } from './jobs';
import { createMetrics } from './metrics';
import { createOutbound } from './http/outbound';
import { outboundAllowHosts } from './http/outbound/allowHosts';
import { createPdfWork } from './pdfWork';
import { createCommerce } from './subscriptions/commerce';
import { createOffer, createPlanChanges, createSubscriptionAdmin } from './subscriptions';
import { createSubscribers } from './subscribers';
import { renewalGatewayOf } from './orders/renewalGateway';
import type { JobContext } from './jobs';
import {
  createAccountClosure,
  createCardRemoval,
  createCheckout,
  createLearningCheckout,
  createReconciliation,
  createRefunds,
  createStoredCards,
  createTransactions,
} from './orders';
import { createReceipts } from './receipts';
import { createMailer, createMailTemplates, mailConfigOf, mailTemplatesDir } from './mail';
import { createNotifications } from './notifications';
import {
  ANNOUNCEMENT_JOB,
  ANNOUNCEMENT_POLICY,
  announcementJob,
  createAnnouncements,
} from './notifications/announcements';
import { createGatewayDirectory, createPaymentModes, createPaymentVerification } from './payments';
import { createSandboxGateway } from './payments/gateways/sandbox';
import { RENEWAL_JOB, RENEWAL_POLICY, createRenewals, renewalJob } from './renewals';
import { createItemOperations } from './settings/items';
import { createSettingsService } from './settings/service';
import { blobStoreFor } from './storage';
import { createCompanyCache } from './tenancy/companyCache';
import { createTenancy } from './tenancy/resolve';
import { createUserGroupService } from './userGroups/service';
import { createUserAdminService } from './users/service';
import { createStaffMailer } from './staff/mail';
import { createStaffService } from './staff/service';
import { SWEEP_TOKENS_JOB, createViewerServices, createWatermarkPreview } from './viewer';
import {
  WEBHOOK_JOB,
  createDeliveryLog,
  createWebhookDelivery,
  createWebhookEndpoints,
  createWebhookPrune,
  PRUNE_WEBHOOKS_JOB,
  queueWebhooks,
  webhookJob,
} from './webhooks';
import { createCounterReports, createSushi } from './counter';
import { createAdminCalls, createIntegrationTokens } from './integrations';

export interface ServiceDeps {
  db: Knex;
  config: AppConfig;
  clock: Clock;
  log: Logger;
}

/**
 * The composition root: every service of an app instance is built here, once, from its
 * infrastructure, and every background job type is registered here (one line per job).
 * Nothing here is a module-level singleton, so two app instances in one process stay apart.
 */
export function createServices({ db, config, clock, log }: ServiceDeps) {
  const passwordLogN = config.passwordLogN ?? DEFAULT_LOG_N;
  const companyRepository = createCompanyRepository(db);
  const companyCache = createCompanyCache(companyRepository, clock);
  const tenancy = createTenancy({
    cache: companyCache,
    companies: companyRepository,
    adminHosts: config.adminHosts,
  });
  const sessions = createSessionStore({ db, clock, ttlSeconds: config.sessionTtl });
  const settings = createSettingsService({ db, clock });
  const store = blobStoreFor(config);
  // Prometheus series of this app instance (`GET /metrics`); the domains get recorders only.
  const metrics = createMetrics({ db });
  // pg-boss on PostgreSQL, the `jobs` table queue on SQLite; the table is the record either way.
  const jobs = createJobs({
    db,
    clock,
    log,
    onFailure: metrics.jobFailed,
    pollingSeconds: config.jobPollingSeconds,
  });
  // pdf.js, the canvas and pdf-lib run in processes of their own, within limits (pdfWork/).
  const pdfWork = createPdfWork({ limits: config.pdfWork });
  const sandbox = createSandboxGateway({
    db,
    clock,
    log,
    webhookSecret: config.sandboxWebhookSecret ?? randomBytes(32).toString('hex'),
    publicUrl: `${config.publicUrl?.replace(/\/$/, '') ?? ''}/sandbox-gateway`,
    answerDelayMs: config.sandboxAnswerDelayMs,
  });
  // Every call to a URL a tenant set goes through it (issuer discovery, learning payments).
  const outbound = createOutbound({ clock, allowHosts: outboundAllowHosts(config) });
  const mailer = createMailer(mailConfigOf(config));
  const mailTemplates = createMailTemplates(mailTemplatesDir(config));
  // Links in mails and content links: configuration only, never a request's Host.
  const publicUrl = linkBaseUrl(config);
  const readerBase = (company: Company) => tenantBaseUrl(company, publicUrl);
  const notifications = createNotifications({
    db,
    clock,
    mailer,
    templates: mailTemplates,
    log,
    siteUrl: readerBase,
  });
  const paymentSettings = (companyId: string) => settings.resolveWithSecrets(companyId, 'payment');
  // Test mode apart from live: what a tenant sells in, and whether the sandbox is in use.
  const paymentModes = createPaymentModes({ db, clock, paymentSettings });
  const gateways = createGatewayDirectory({
    paymentSettings,
    companySettings: (companyId) => settings.resolveWithSecrets(companyId, 'company'),
    endpoints: config.gateways ?? gatewayEndpoints(),
    sandbox,
    fetch: outbound.fetch,
  });
  // Closing an account cancels the reader's plans and gives up their cards (spec 001 §4).
  const cardRemoval = createCardRemoval({ db, gateways, log });
  const accountClosure = createAccountClosure({ cards: cardRemoval, notifications });
  const onPayment = metrics.payment;
  const renewals = createRenewals({
    db,
    clock,
    gateways,
    notifications,
    log,
    cards: cardRemoval,
    onPayment,
  });
  const library = createLibrary({ db, clock, settings, catalogue: createCatalogueCache(db) });
  const history = createHistoryWriter({ db, log });

  const checkout = createCheckout({ db, clock, gateways, notifications, onPayment });
  const staffAuth = createAuthService({ db, clock, sessions, passwordLogN });
  const readerSignIn = {
    password: createPasswordSignIn({ db, clock, sessions, settings, passwordLogN }),
    ip: createIpSignIn({ db, sessions, settings }),
    oidc: createOidcSignIn({ db, clock, settings, config, outboundFetch: outbound.fetch }),
    login: createReaderLogin({ db, sessions }),
  };
  const counterReports = createCounterReports({ db, clock });
  const integrationTokens = createIntegrationTokens({ db, clock });
  const services = {
    db,
    clock,
    config,
    log,
    pdfWork,
    tenancy,
    companyCache,
    sessions,
    settings,
    store,
    jobs,
    metrics,
    items: createItemOperations(settings),
    companies: createCompanyService({ db, clock, onChange: companyCache.clear }),
    staffAuth,
    readerSignIn,
    signIn: createSignInPassport({ readerSignIn, staffAuth }),
    account: createAccountService({
      db,
      clock,
      settings,
      sendResetMail: createResetMailer({ settings, mailer, templates: mailTemplates, log }),
      companyById: (id) => tenancy.byId(id),
      readerBase,
      passwordLogN,
      cancelHooks: [accountClosure.onAccountCancel],
    }),
    // A reader's app passwords, and the sign-in of catalogue clients by them (issue 35).
    appPasswords: createAppPasswords({ db, clock }),
    appPasswordSignIn: createAppPasswordSignIn({ db, clock }),
    mailPreview: createMailPreview({ settings, templates: mailTemplates, readerBase }),
    watermarkPreview: createWatermarkPreview({ clock, settings }),
    paymentVerification: createPaymentVerification({ settings, gateways }),
    users: createUserAdminService({ db, clock, passwordLogN }),
    staff: createStaffService({
      db,
      clock,
      sendMail: createStaffMailer(mailer),
      consoleUrl: consoleBaseUrl(publicUrl, config),
      passwordLogN,
    }),
    userGroups: createUserGroupService({ db, clock }),
    ipGroups: createIpGroupService({ db, clock }),
    contentLinks: createContentLinkService({ db, clock, publicUrl }),
    imports: createImportService({ db, clock, store, jobs }),
    content: {
      contents: createContentService({ db, clock }),
      groups: createContentGroupService({ db, clock }),
      library,
      detail: createContentDetail({ db, clock, settings, library, history }),
      // Readings kept for a moment and written together; main.ts flushes them on shutdown.
      history,
      groupReading: createGroupReading({ db, settings, library }),
      favourites: createFavouriteService({ db, clock }),
      files: createContentFileService({ db, clock, store, jobs, pdfWork }),
      search: createSearchCache({
        search: createSearchService({ db, settings }),
        catalogue: createCatalogueCache(db, { maxEntries: 1000 }),
        settings,
        library,
      }),
      csv: createContentCsv({ db, clock, store, jobs }),
    },
    viewer: createViewerServices({
      db,
      clock,
      store,
      settings,
      bytesPerMinute: config.viewerBytesPerMinute,
      stamp: (original, request) => pdfWork.stamp(original, request),
      onBytesSent: metrics.viewerBytesSent,
    }),
    commerce: createCommerce({ db, clock, notifications, paymentMode: paymentModes.of }),
    notifications,
    // An admin's announcements: logged and queued here, written and mailed by ANNOUNCEMENT_JOB.
    announcements: createAnnouncements({
      db,
      clock,
      jobs,
      templates: mailTemplates,
      siteUrl: readerBase,
    }),
    // Charges what is due with stored cards; runs as the RENEWAL_JOB (main.ts schedules it).
    renewals,
    // A reader's plan change: quotes, upgrades paid through the checkout, scheduled changes.
    planChanges: createPlanChanges({
      db,
      clock,
      offer: createOffer({ db, clock }),
      renewalGatewayOf: renewalGatewayOf({ db, gateways }),
    }),
    // The sandbox's browser-facing pages are served at /sandbox-gateway (app.ts; in
    // production only while a tenant is in test mode, `modes`); each tenant sells through the
    // gateway its payment settings name (`gateways`).
    payments: { sandbox, gateways, modes: paymentModes },
    // The operator's subscribers: list, profile and notes, cancel and complimentary access.
    subscribers: createSubscribers({
      db,
      clock,
      admin: createSubscriptionAdmin({ db, clock, notifications }),
    }),
    // Paid payments' receipts as PDF (a qualified invoice when the tenant is registered).
    receipts: createReceipts({
      db,
      clock,
      settings,
      mail: { mailer, templates: mailTemplates },
    }),
    // The console dashboard's figures, kept a minute per tenant (issue 31).
    dashboard: createDashboard({ db, clock }),
    // COUNTER R5.1 reports from the usage log, and machines' tokens for them (issue 35).
    counter: counterReports,
    integrationTokens,
    // The admin API's callers by integration token: role table, limit per token (issue 35).
    adminCalls: createAdminCalls({ db, clock, tokens: integrationTokens }),
    sushi: createSushi({
      db,
      clock,
      reports: counterReports,
      tokens: integrationTokens,
      companyById: (id) => tenancy.byId(id),
    }),
    // A new tenant's setup checklist, read from its real state (issue 31).
    onboarding: createOnboarding({ db, paymentMode: paymentModes.of }),
    // Signed webhooks (issue 35): endpoints, the delivery log and replay; the WEBHOOK_JOB sends.
    webhooks: {
      endpoints: createWebhookEndpoints({ db, clock, isAllowedHost: outbound.isAllowed }),
      log: createDeliveryLog({ db, clock, sendSoon: () => queueWebhooks(jobs) }),
      delivery: createWebhookDelivery({ db, clock, fetch: outbound.fetch, log }),
      prune: createWebhookPrune({ db, clock }),
    },
    orders: {
      checkout,
      learningCheckout: createLearningCheckout({ db, clock, gateways, notifications }),
      transactions: createTransactions({ db }),
      refunds: createRefunds({ db, clock, gateways, notifications }),
      storedCards: createStoredCards({ db, clock, checkout, cards: cardRemoval }),
      // Run at start-up (main.ts): settles attempts a dead process left unrecorded.
      reconciliation: createReconciliation({
        db,
        clock,
        gateways,
        notifications,
        log,
        onPayment,
      }),
    },
  };

  // Retries (pg-boss on PostgreSQL) only where a second run can succeed: an import's or a PDF's
  // failure is the file's, and is shown at once; renewals and mail sends wait out an outage.
  const jobDeps = { db, clock, store, jobs };
  jobs.register(USER_IMPORT_JOB, (job: JobContext<UserImportPayload>) =>
    runUserImport(jobDeps, job),
  );
  jobs.register(CONTENT_IMPORT_JOB, (job: JobContext<ContentImportPayload>) =>
    runContentImport(jobDeps, job),
  );
  jobs.register(EXTRACT_TEXT, createTextJob({ ...jobDeps, pdfWork }));
  jobs.register(RENEWAL_JOB, renewalJob(renewals), RENEWAL_POLICY);
  jobs.register(SWEEP_TOKENS_JOB, () => services.viewer.sweepTokens());
  jobs.register(
    ANNOUNCEMENT_JOB,
    announcementJob({ db, clock, notifications, templates: mailTemplates, siteUrl: readerBase }),
    ANNOUNCEMENT_POLICY,
  );
  jobs.register(WEBHOOK_JOB, webhookJob(services.webhooks.delivery));
  jobs.register(PRUNE_WEBHOOKS_JOB, () => services.webhooks.prune());
  // Queued by the demo seed (main.ts): the demo's titles get generated books to read.
  jobs.register(DEMO_BOOKS_JOB, () =>
    attachDemoBooks({ db, store, files: services.content.files }),
  );
  // The OPDS catalogue reads the reader's library and search, and downloads through the viewer.
  const opds = createOpds({
    db,
    clock,
    library,
    search: services.content.search,
    downloads: services.viewer.downloads,
  });
  return { ...services, opds };
}

export type Services = ReturnType<typeof createServices>;
