import { availableParallelism } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { findProjectRoot } from './paths';

export type Dialect = 'sqlite' | 'pg';

/**
 * The longest one PostgreSQL statement may run: far above any request's queries, short enough
 * that a runaway one frees its connection (answered 503, `db/statementTimeout.ts`).
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;

const DEFAULT_PORT = 3000;

export interface Config {
  port: number;
  host: string;
  dialect: Dialect;
  databaseUrl: string | null;
  /**
   * DATABASE_APP_URL: PostgreSQL, the connection the server serves with, as a role that owns
   * no table, so row-level security holds it (docs/operations.md, "Row-level security").
   * `databaseUrl` is then the owner's, for migrations and the operator's commands. Null: the
   * server serves as the owner, which the policies do not hold.
   */
  databaseAppUrl: string | null;
  /** PostgreSQL's per-statement time limit in ms; 0 for none. */
  statementTimeoutMs: number;
  /** The SQLite database: SQLITE_FILE, else `hondana.sqlite` in the data folder. */
  sqliteFile: string;
  dataDir: string;
  adminHosts: string[];
  /**
   * The console and the admin API answer only on `adminHosts` (404 elsewhere): true when
   * `ADMIN_HOSTS` is set (production), false for the demo's single host.
   */
  isAdminHostOnly: boolean;
  /** Number of reverse-proxy hops to trust for X-Forwarded-* (never `true`). */
  trustProxy: number;
  /**
   * Session cookies always carry `Secure` (NODE_ENV=production or COOKIE_SECURE), whatever
   * the request looks like; otherwise only on requests that came over https.
   */
  secureCookies: boolean;
  /** null = decide at start-up: seed when the database is SQLite and has no company yet. */
  seedDemo: boolean | null;
  logLevel: string;
  /** Admin session lifetime in seconds. */
  sessionTtl: number;
  root: string;
  /** Outgoing mail: SMTP when `SMTP_URL` is set, else `.eml` files in `outboxDir`. */
  mail: { smtpUrl: string | null; outboxDir: string; from: string };
  /** Blob storage: the local folder under `dataDir` (default) or an S3-compatible bucket. */
  blobs: BlobConfig;
  /** scrypt cost (log2 N) of stored passwords; tests lower it to stay fast. */
  passwordLogN: number;
  /**
   * PUBLIC_URL: the reader site's address, the base of every link in a mail (resets,
   * invitations) and of content links. Required in production; in development links fall back
   * to `http://localhost:PORT` (`linkBaseUrl`). Never taken from a request's Host.
   */
  publicUrl: string | null;
  /**
   * NODE_ENV=production. The sandbox gateway's pages (`/sandbox-gateway`) then answer only while
   * some tenant is in test mode (the sandbox); elsewhere they are there for the demo and tests.
   */
  isProduction: boolean;
  /** Signs the sandbox gateway's webhooks; null = a new secret at each start (one instance). */
  sandboxWebhookSecret: string | null;
  /**
   * SANDBOX_ANSWER_DELAY_MS: the sandbox gateway holds each charge's answer this long after
   * doing the work (a slow network back). 0 (the default) in every real setting; a test sets
   * it to kill the server between the gateway's success and our commit.
   */
  sandboxAnswerDelayMs: number;
  /** Where the card gateways answer; tests and the demo point them at local fakes. */
  gateways: GatewayEndpoints;
  /** Server processes (WEB_CONCURRENCY; `auto` = one per core); 1 runs without a cluster. */
  workers: number;
  /**
   * OUTBOUND_ALLOW_HOSTS: hosts (`name` or `name:port`, IPv6 as `[::1]`) that URLs set by tenants
   * may reach although they resolve to loopback or private addresses. None by default.
   */
  outboundAllowHosts: string[];
  /**
   * METRICS_TOKEN: the bearer token Prometheus sends to `GET /metrics`. Unset, the endpoint
   * answers only callers on this machine (loopback), never the public.
   */
  metricsToken: string | null;
}

export interface GatewayEndpoints {
  veritrans: { apiUrl: string; tokenUrl: string };
  gmo: { apiUrl: string; tokenUrl: string };
  /**
   * LEARNING_PAYMENT_URL: when set, every tenant's learning-service payment API is this one
   * (tests and the demo against the fake); otherwise each tenant's own (https) setting.
   */
  learningApiUrl: string | null;
  /** A gateway call that has not answered in this long is a timeout (reconciled later). */
  timeoutMs: number;
}

/** The gateways' production endpoints (docs/decisions.md "Card gateways"). */
export function gatewayEndpoints(env: Env = {}): GatewayEndpoints {
  return {
    veritrans: {
      apiUrl: env.VERITRANS_API_URL || 'https://api3.veritrans.co.jp',
      tokenUrl: env.VERITRANS_TOKEN_URL || 'https://api.veritrans.co.jp/4gtoken',
    },
    gmo: {
      apiUrl: env.GMO_API_URL || 'https://p01.mul-pay.jp',
      tokenUrl: env.GMO_TOKEN_URL || 'https://p01.mul-pay.jp/ext/api/getToken',
    },
    learningApiUrl: env.LEARNING_PAYMENT_URL?.trim() || null,
    timeoutMs: integer(env.GATEWAY_TIMEOUT_MS, 20_000, 'GATEWAY_TIMEOUT_MS'),
  };
}

export type BlobConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint: string | null;
      accessKeyId: string | null;
      secretAccessKey: string | null;
      forcePathStyle: boolean;
    };

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const root = findProjectRoot();
  const dataDir = resolveFromRoot(root, env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const databaseAppUrl = env.DATABASE_APP_URL?.trim() || null;
  if (databaseAppUrl && !databaseUrl)
    throw new ConfigError('DATABASE_APP_URL needs DATABASE_URL (the tables owner, who migrates)');
  return {
    port: integer(env.PORT, DEFAULT_PORT, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dialect: databaseUrl ? 'pg' : 'sqlite',
    databaseUrl,
    databaseAppUrl,
    statementTimeoutMs: integer(
      env.DB_STATEMENT_TIMEOUT_MS,
      DEFAULT_STATEMENT_TIMEOUT_MS,
      'DB_STATEMENT_TIMEOUT_MS',
    ),
    sqliteFile: resolveFromRoot(root, env.SQLITE_FILE || join(dataDir, 'hondana.sqlite')),
    dataDir,
    adminHosts: list(env.ADMIN_HOSTS, ['admin.localhost']),
    isAdminHostOnly: list(env.ADMIN_HOSTS, []).length > 0,
    trustProxy: integer(env.TRUST_PROXY, 0, 'TRUST_PROXY'),
    secureCookies: env.NODE_ENV === 'production' || bool(env.COOKIE_SECURE || 'false'),
    seedDemo: env.SEED_DEMO === undefined || env.SEED_DEMO === '' ? null : bool(env.SEED_DEMO),
    logLevel: env.LOG_LEVEL || 'info',
    sessionTtl: integer(env.SESSION_TTL, 7 * 24 * 3600, 'SESSION_TTL'),
    root,
    mail: {
      smtpUrl: env.SMTP_URL?.trim() || null,
      outboxDir: resolveFromRoot(root, env.MAIL_OUTBOX || join(dataDir, 'outbox')),
      from: env.MAIL_FROM || 'Hondana <no-reply@hondana.localhost>',
    },
    blobs: blobConfig(env),
    publicUrl: publicUrlOf(env),
    isProduction: env.NODE_ENV === 'production',
    sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET?.trim() || null,
    sandboxAnswerDelayMs: integer(env.SANDBOX_ANSWER_DELAY_MS, 0, 'SANDBOX_ANSWER_DELAY_MS'),
    passwordLogN: integer(env.PASSWORD_LOG_N, 17, 'PASSWORD_LOG_N'),
    gateways: gatewayEndpoints(env),
    outboundAllowHosts: list(env.OUTBOUND_ALLOW_HOSTS, []),
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    workers:
      env.WEB_CONCURRENCY === 'auto'
        ? availableParallelism()
        : Math.max(1, integer(env.WEB_CONCURRENCY, 1, 'WEB_CONCURRENCY')),
  };
}

/** Thrown for a configuration the server must not start with; main.ts prints only its message. */
export class ConfigError extends Error {}

function publicUrlOf(env: Env): string | null {
  const value = env.PUBLIC_URL?.trim();
  if (!value) {
    if (env.NODE_ENV !== 'production') return null;
    throw new ConfigError(
      'PUBLIC_URL must be set when NODE_ENV=production: links in mails (password resets, ' +
        "staff invitations) are built from it, never from a request's Host header. " +
        "Set it to the reader site's address, e.g. PUBLIC_URL=https://library.example.com",
    );
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username) {
    throw new ConfigError(`PUBLIC_URL must be a plain http(s) URL, got "${value}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** The base of links in mails: PUBLIC_URL, else (development only) this machine's own port. */
export function linkBaseUrl(config: Pick<AppConfig, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port ?? DEFAULT_PORT}`;
}

function blobConfig(env: Env): BlobConfig {
  if ((env.BLOB_DRIVER || 'local') !== 's3') return { driver: 'local' };
  if (!env.S3_BUCKET) throw new Error('BLOB_DRIVER=s3 needs S3_BUCKET');
  return {
    driver: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || null,
    accessKeyId: env.S3_ACCESS_KEY_ID || null,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE || 'false'),
  };
}

function resolveFromRoot(root: string, value: string): string {
  return isAbsolute(value) ? value : resolve(root, value);
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  }
  return parsed;
}

function list(value: string | undefined, fallback: string[]): string[] {
  if (!value) return fallback;
  return value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

function bool(value: string): boolean {
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** The configuration an app instance reads (tests build it in `tests/support/app.ts`). */
export type AppConfig = Pick<
  Config,
  'adminHosts' | 'trustProxy' | 'sessionTtl' | 'root' | 'logLevel' | 'dataDir'
> &
  Partial<
    Pick<
      Config,
      | 'mail'
      | 'blobs'
      | 'publicUrl'
      | 'port'
      | 'passwordLogN'
      | 'secureCookies'
      | 'isAdminHostOnly'
      | 'isProduction'
      | 'sandboxWebhookSecret'
      | 'sandboxAnswerDelayMs'
      | 'gateways'
      | 'outboundAllowHosts'
      | 'metricsToken'
    >
  > & {
    /**
     * Replaces the OpenID issuers (Google, Microsoft, the tenants' learning service) with
     * local ones; only tests set it, and only such issuers may use plain http.
     */
    oidcIssuers?: { google?: string; microsoft?: string; learning?: string };
    /** Bytes one viewer token may fetch per minute (viewer/limits.ts has the default). */
    viewerBytesPerMinute?: number;
    /** Limits of PDF work by name (pdfWork/limits.ts has them and their defaults); tests set small ones. */
    pdfWork?: Record<string, number>;
    /**
     * How often an idle pg-boss worker asks for a job, in seconds (jobs/boss.ts: 2 by default);
     * a job queued by the same process wakes its worker at once.
     */
    jobPollingSeconds?: number;
  };
