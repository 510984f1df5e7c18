import type { Config } from '../config';
import { ConfigError, gatewayEndpoints, loadConfig } from '../config';

type Env = Record<string, string | undefined>;

export interface ConfigProblem {
  /** `error`: the server refuses to start, or production would be unsafe; `warning`: check it. */
  level: 'error' | 'warning';
  /** The environment variable to set or change. */
  setting: string;
  message: string;
}

export interface ConfigReport {
  /** What the server would run with, secrets left out; null when it would not start. */
  summary: Record<string, string | number | boolean | null> | null;
  problems: ConfigProblem[];
}

/** The scrypt cost passwords are stored with in production (users/password.ts). */
const PRODUCTION_LOG_N = 17;

/**
 * What the server reads from its environment (config.ts) and what is missing or unsafe for
 * production: the configuration checklist of docs/operations.md, one rule each.
 */
export function checkConfig(env: Env): ConfigReport {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (err) {
    const message = err instanceof ConfigError || err instanceof Error ? err.message : String(err);
    return { summary: null, problems: [{ level: 'error', setting: 'environment', message }] };
  }
  return { summary: summaryOf(config), problems: problemsOf(config, env) };
}

function problemsOf(config: Config, env: Env): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const add = (level: ConfigProblem['level'], setting: string, message: string) =>
    problems.push({ level, setting, message });
  const production = config.isProduction;
  const serious = production ? 'error' : 'warning';

  if (!production) add('warning', 'NODE_ENV', 'Not production: set NODE_ENV=production.');
  if (!config.publicUrl) add(serious, 'PUBLIC_URL', "Links in mails need the site's address.");
  else if (!config.publicUrl.startsWith('https://'))
    add(serious, 'PUBLIC_URL', 'The site is not served over https.');
  if (config.dialect === 'sqlite') {
    add(
      'warning',
      'DATABASE_URL',
      'SQLite serves one machine only; several instances behind a balancer need PostgreSQL.',
    );
    if (config.seedDemo !== false)
      add(
        serious,
        'SEED_DEMO',
        'An empty SQLite database is seeded with the demo unless SEED_DEMO=false.',
      );
  }
  if (config.dialect === 'pg' && !config.databaseAppUrl)
    add(
      'warning',
      'DATABASE_APP_URL',
      "Unset: the server serves as the tables' owner, which row-level security does not hold.",
    );
  if (config.blobs.driver === 'local' && config.dialect === 'pg')
    add(
      'warning',
      'BLOB_DRIVER',
      'Files stay on this machine; several instances need BLOB_DRIVER=s3.',
    );
  if (!config.sandboxWebhookSecret && (production || config.workers > 1))
    add(
      serious,
      'SANDBOX_WEBHOOK_SECRET',
      'Unset: each start makes a new one, which other instances do not know.',
    );
  if (config.sandboxAnswerDelayMs > 0)
    add('error', 'SANDBOX_ANSWER_DELAY_MS', 'A test setting: the sandbox holds every answer back.');
  const live = gatewayEndpoints();
  const gateways = config.gateways;
  if (
    gateways.veritrans.apiUrl !== live.veritrans.apiUrl ||
    gateways.veritrans.tokenUrl !== live.veritrans.tokenUrl
  )
    add(
      serious,
      'VERITRANS_API_URL',
      'Veritrans is not its production endpoint (a test or demo fake?).',
    );
  if (gateways.gmo.apiUrl !== live.gmo.apiUrl || gateways.gmo.tokenUrl !== live.gmo.tokenUrl)
    add(serious, 'GMO_API_URL', 'GMO is not its production endpoint (a test or demo fake?).');
  if (gateways.learningApiUrl)
    add(
      serious,
      'LEARNING_PAYMENT_URL',
      'Every tenant pays through one overridden learning service.',
    );
  if (!config.mail.smtpUrl)
    add(serious, 'SMTP_URL', `No SMTP: mails are files in ${config.mail.outboxDir}.`);
  if (!env.MAIL_FROM)
    add('warning', 'MAIL_FROM', `Mails are sent from the default ${config.mail.from}.`);
  if (!config.isAdminHostOnly)
    add(serious, 'ADMIN_HOSTS', 'The console and admin API answer on every host.');
  if (production && config.trustProxy === 0)
    add(
      'warning',
      'TRUST_PROXY',
      'Behind nginx, set it to the number of proxies, or every reader shares one address.',
    );
  if (config.passwordLogN < PRODUCTION_LOG_N)
    add(
      serious,
      'PASSWORD_LOG_N',
      `Passwords are hashed below the production cost (${PRODUCTION_LOG_N}).`,
    );
  if (config.outboundAllowHosts.length)
    add('warning', 'OUTBOUND_ALLOW_HOSTS', 'Tenant URLs may reach these private addresses.');
  return problems;
}

/** The settings an operator checks, without a password, key or secret. */
function summaryOf(config: Config): ConfigReport['summary'] {
  return {
    production: config.isProduction,
    publicUrl: config.publicUrl,
    database:
      config.dialect === 'pg' ? withoutPassword(config.databaseUrl ?? '') : config.sqliteFile,
    appDatabase: config.databaseAppUrl ? withoutPassword(config.databaseAppUrl) : null,
    dataDir: config.dataDir,
    blobs: config.blobs.driver === 's3' ? `s3://${config.blobs.bucket}` : `${config.dataDir}/blobs`,
    mail: config.mail.smtpUrl
      ? withoutPassword(config.mail.smtpUrl)
      : `files in ${config.mail.outboxDir}`,
    adminHosts: config.adminHosts.join(', '),
    workers: config.workers,
    trustProxy: config.trustProxy,
  };
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}
