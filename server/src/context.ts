import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { SessionStore } from './auth/sessions';
import type { Clock } from './clock';
import type { CompanyService } from './companies/service';
import type { Config } from './config';
import type { JobQueue } from './jobs';
import type { ItemOperations } from './settings/items';
import type { SettingsService } from './settings/service';
import type { CompanyCache } from './tenancy/companyCache';
import type { Tenancy } from './tenancy/resolve';
import type { BlobStore } from './uploads';

/** The configuration an app instance reads (tests build it in `tests/support/app.ts`). */
export type AppConfig = Pick<
  Config,
  'adminHosts' | 'trustProxy' | 'sessionTtl' | 'root' | 'logLevel' | 'dataDir'
> &
  Partial<Pick<Config, 'mail' | 'blobs' | 'publicUrl' | 'passwordLogN'>> & {
    /**
     * Replaces the OpenID issuers (Google, Microsoft, the tenants' learning service) with
     * local ones; only tests set it, and only such issuers may use plain http.
     */
    oidcIssuers?: { google?: string; microsoft?: string; learning?: string };
  };

/**
 * Everything a domain's routes may need, built once by `createApp`. Routes take what they use
 * from it and hand it to their services; nothing here is a module-level singleton, so two app
 * instances in one test process stay independent.
 */
export interface AppContext {
  db: Knex;
  clock: Clock;
  config: AppConfig;
  log: Logger;
  tenancy: Tenancy;
  companyCache: CompanyCache;
  sessions: SessionStore;
  settings: SettingsService;
  items: ItemOperations;
  companies: CompanyService;
  store: BlobStore;
  /** Durable background jobs (CSV imports, text extraction); `main.ts` starts the worker. */
  jobs: JobQueue;
  /** scrypt cost of passwords hashed by this instance (config, production 17). */
  passwordLogN: number;
}
