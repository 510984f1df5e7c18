import cookieParser from 'cookie-parser';
import express from 'express';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { adminApi } from './api/admin';
import { multipartRoutes } from './api/multipartRoutes';
import { adminCaller } from './api/adminCaller';
import { scopes as scopesOf } from './api/scope';
import { uploadRoutes } from './api/uploads';
import { opdsApi } from './api/opds';
import { publicApi, v1Api } from './api/v1';
import { sushiApi } from './api/sushi';
import { SECURE_COOKIES } from './auth/cookieSecurity';
import { sessionMiddleware } from './auth/middleware';
import type { Clock } from './clock';
import { systemClock } from './clock';
import type { AppConfig, GatewayEndpoints } from './config';
import { gatewayEndpoints } from './config';
import { apiNotFound, errorHandler } from './errors';
import { statementTimeoutError } from './db/statementTimeout';
import { databaseUnavailableError } from './db/unavailable';
import { adminHostsOnly } from './http/adminHosts';
import { compressedAnswers } from './http/compressedAnswers';
import { forgedRequestGuard } from './http/forgedRequests';
import { healthRoutes } from './http/health';
import { sandboxGatewayApp } from './payments/gateways/sandbox';
import { jsonBody } from './http/jsonGuard';
import { isClusterWorker } from './http/cluster';
import { clusterScrape, metricsEndpoint, requestTimer } from './metrics';
import { createLogger, requestLogger } from './http/logging';
import { securityHeaders } from './http/security';
import { builtAssets, consoleApp, demoImages } from './http/static';
import { projectPaths } from './paths';
import { openApiRoute } from './openapi';
import { createServices } from './services';
import type { Services } from './services';
import { createManifestReader } from './shell/manifest';
import { createShellRenderer } from './shell/render';
import { createFirstPaintHtml } from './shell/firstPaintHtml';
import { previewRoutes, readerShell } from './shell/routes';
import { readerPathsOnly } from './tenancy/resolve';

export type { AppConfig } from './config';

export interface AppDeps {
  db: Knex;
  config: AppConfig;
  clock?: Clock;
  logger?: Logger;
}

/** Builds the whole HTTP application from its parts; `main.ts` only adds `listen`. */
export function createApp({ db, config, clock = systemClock, logger }: AppDeps) {
  const log = logger ?? createLogger(config.logLevel);
  const services = createServices({ db, config, clock, log });
  const { tenancy, settings } = services;
  const scopes = scopesOf(tenancy, { db, clock });
  const paths = projectPaths(config.root);
  const renderer = createShellRenderer(
    paths.readerTemplate,
    createManifestReader(paths.readerDist, clock),
    tokenOrigins(config.gateways ?? gatewayEndpoints()),
    createFirstPaintHtml(paths.readerServerDist, (error) =>
      log.error({ err: error }, 'the reader first paint failed; shells go out without it'),
    ),
  );
  const withSession = sessionMiddleware(services);
  // On /api/admin an integration token (`Authorization: Bearer`) stands in for the session.
  const withCaller = adminCaller({ session: withSession, adminCalls: services.adminCalls });
  const hasConsole = (req: express.Request) => !config.isAdminHostOnly || tenancy.isAdminHost(req);
  const reader = readerShell({ tenancy, settings, renderer, hasConsole });

  const app = express();
  app.locals.services = services;
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set(SECURE_COOKIES, config.secureCookies ?? false);
  // Every query parameter the API reads is a plain string (lists send JSON text).
  app.set('query parser', 'simple');
  app.use(requestTimer(services.metrics, app));
  app.use(requestLogger(log));
  app.use(securityHeaders());
  if (config.isAdminHostOnly) {
    app.use(['/admin', '/api/admin'], adminHostsOnly(hasConsole));
  } else {
    log.warn('ADMIN_HOSTS is not set: the console answers on every host, tenant pages included');
  }
  // The sandbox card gateway's own pages (tokenisation, 3-D Secure): another service's,
  // mounted here for the demo. It is not our API, so our forged-request rules do not apply
  // (its 3-D Secure page posts a form; real gateways answer other origins' tokenisation).
  // In production they answer only while some tenant is in test mode (issue 30, item 4).
  const sandboxPages = sandboxGatewayApp(services.payments.sandbox);
  app.use(
    '/sandbox-gateway',
    config.isProduction ? whileInUse(services.payments.modes, sandboxPages) : sandboxPages,
  );
  app.use(forgedRequestGuard({ multipartRoutes }));
  app.use(
    uploadRoutes({ store: services.store, session: withCaller, adminScope: scopes.adminScope() }),
  );

  // Most traffic is the reader's: its shells and the anonymous v1 endpoints need no cookie,
  // body or session, so they come before that middleware (docs/performance.md).
  // Before the reader: `/metrics` is the platform's (a reserved first segment), on every host.
  app.get(
    '/metrics',
    metricsEndpoint({
      registry: services.metrics.registry,
      token: config.metricsToken ?? null,
      scrape: isClusterWorker() ? clusterScrape(services.metrics.registry) : undefined,
    }),
  );
  app.use(readerPathsOnly(reader));
  // Before the API's compression: its prepared answers carry their own encodings (public.ts).
  app.use('/api/v1', publicApi({ scopes, tenancy, settings }));
  app.use('/api', compressedAnswers());
  // OPDS clients sign in by app password on every call: no cookie or session (issue 35).
  app.use('/api/opds', opdsApi({ ...services, scopes }));
  // Libraries' COUNTER harvesters: no cookie or session, an integration token per call.
  app.use('/api/sushi/r51', sushiApi(services.sushi));
  // The API's description: public, no session (docs/architecture.md, "The API's OpenAPI document").
  app.get('/api/openapi.json', openApiRoute());

  app.use(healthRoutes(db));
  app.use('/static/reader', builtAssets(paths.readerDist, 'reader'));
  app.use('/static/console', builtAssets(paths.consoleDist, 'console'));
  app.use('/demo-images', demoImages(paths.demoImages));
  app.use(cookieParser());

  app.use('/api', jsonBody(), withCaller);
  app.use('/api/admin', adminApi({ ...services, scopes }));
  app.use('/api/v1', v1Api({ ...services, scopes }));
  app.use('/api', apiNotFound);

  app.use('/admin/preview', withSession);
  app.use(previewRoutes({ tenancy, settings, renderer }));
  app.use('/admin', consoleApp(paths.consoleDist));
  // Platform paths nobody answered (`/favicon.ico` on a tenant host…) still get the reader.
  app.use(reader);

  app.use(errorHandler(log, [statementTimeoutError, databaseUnavailableError]));
  return app;
}

/** The services an app was built with (the worker in `main.ts`, tests that drain jobs). */
export function servicesOf(app: express.Express): Services {
  return app.locals.services as Services;
}

/** The sandbox's pages, or a plain 404 while no tenant sells through it (checked per request). */
function whileInUse(
  modes: Services['payments']['modes'],
  pages: express.Express,
): express.RequestHandler {
  return (req, res, next) => {
    modes.isSandboxInUse().then((isInUse) => {
      if (isInUse) pages(req, res, next);
      else res.status(404).type('text').set('Cache-Control', 'no-store').send('Not found');
    }, next);
  };
}

/** The card gateways' token APIs, which the reader's order page posts cards to. */
function tokenOrigins(endpoints: GatewayEndpoints): string[] {
  return [endpoints.veritrans.tokenUrl, endpoints.gmo.tokenUrl].map((url) => new URL(url).origin);
}
