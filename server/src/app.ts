import cookieParser from 'cookie-parser';
import express from 'express';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { adminApi } from './api/admin';
import { publicApi, v1Api } from './api/v1';
import { sessionMiddleware } from './auth/middleware';
import { DEFAULT_LOG_N } from './auth/password';
import { createAuthService } from './auth/service';
import { createSessionStore } from './auth/sessions';
import type { Clock } from './clock';
import { systemClock } from './clock';
import { createCompanyRepository } from './companies/repository';
import { createCompanyService } from './companies/service';
import type { AppConfig, AppContext } from './context';
import { apiNotFound, errorHandler } from './errors';
import { healthRoutes } from './http/health';
import { createJobQueue } from './jobs';
import { registerJobHandlers } from './jobs/handlers';
import { createLogger, requestLogger } from './http/logging';
import { securityHeaders } from './http/security';
import { builtAssets, consoleApp, demoImages } from './http/static';
import { projectPaths } from './paths';
import { createItemOperations } from './settings/items';
import { createSettingsService } from './settings/service';
import { createManifestReader } from './shell/manifest';
import { createShellRenderer } from './shell/render';
import { previewRoutes, readerShell } from './shell/routes';
import { createCompanyCache } from './tenancy/companyCache';
import { createTenancy, readerPathsOnly } from './tenancy/resolve';
import { blobStoreFor, uploadRoutes } from './uploads';

export type { AppConfig, AppContext } from './context';

export interface AppDeps {
  db: Knex;
  config: AppConfig;
  clock?: Clock;
  logger?: Logger;
}

/** Builds the whole HTTP application from its parts; `main.ts` only adds `listen`. */
export function createApp({ db, config, clock = systemClock, logger }: AppDeps) {
  const ctx = createContext({ db, config, clock, logger });
  const { tenancy, settings } = ctx;
  const paths = projectPaths(config.root);
  const renderer = createShellRenderer(
    paths.readerTemplate,
    createManifestReader(paths.readerDist, clock),
  );
  const withSession = sessionMiddleware(ctx);
  const reader = readerShell({ tenancy, settings, renderer });

  const app = express();
  app.locals.context = ctx;
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // Every query parameter the API reads is a plain string (lists send JSON text).
  app.set('query parser', 'simple');
  app.use(requestLogger(ctx.log));
  app.use(securityHeaders());
  app.use(uploadRoutes({ store: ctx.store, session: withSession }));

  // Most traffic is the reader's: its shells and the anonymous v1 endpoints need no cookie,
  // body or session, so they come before that middleware (docs/performance.md).
  app.use(readerPathsOnly(reader));
  app.use('/api/v1', publicApi({ tenancy, settings }));

  app.use(healthRoutes(db));
  app.use('/static/reader', builtAssets(paths.readerDist, 'reader'));
  app.use('/static/console', builtAssets(paths.consoleDist, 'console'));
  app.use('/demo-images', demoImages(paths.demoImages));
  app.use(cookieParser());

  app.use('/api', express.json({ limit: '1mb' }), withSession);
  app.use('/api/admin', adminApi(ctx));
  app.use('/api/v1', v1Api(ctx));
  app.use('/api', apiNotFound);

  app.use('/admin/preview', withSession);
  app.use(previewRoutes({ tenancy, settings, renderer }));
  app.use('/admin', consoleApp(paths.consoleDist));
  // Platform paths nobody answered (`/favicon.ico` on a tenant host…) still get the reader.
  app.use(reader);

  app.use(errorHandler(ctx.log));
  return app;
}

function createContext({ db, config, clock = systemClock, logger }: AppDeps): AppContext {
  const log = logger ?? createLogger(config.logLevel);
  const companyCache = createCompanyCache(createCompanyRepository(db), clock);
  const settings = createSettingsService({ db, clock });
  const ctx: AppContext = {
    db,
    clock,
    config,
    log,
    companyCache,
    tenancy: createTenancy({ cache: companyCache, adminHosts: config.adminHosts }),
    sessions: createSessionStore({ db, clock, ttlSeconds: config.sessionTtl }),
    settings,
    items: createItemOperations(settings),
    companies: createCompanyService({ db, clock, onChange: companyCache.clear }),
    store: blobStoreFor(config),
    jobs: createJobQueue({ db, clock, log }),
    passwordLogN: config.passwordLogN ?? DEFAULT_LOG_N,
  };
  registerJobHandlers(ctx);
  return ctx;
}

/** The context an app was built with (the worker in `main.ts`, tests that drain jobs). */
export function contextOf(app: express.Express): AppContext {
  return app.locals.context as AppContext;
}

/** The console's sign-in service, built from the context (see `api/admin/auth.ts`). */
export function authServiceOf(ctx: AppContext) {
  return createAuthService({ db: ctx.db, sessions: ctx.sessions });
}
