import { isAbsolute, join, resolve } from 'node:path';
import { findProjectRoot } from './paths';

export type Dialect = 'sqlite' | 'pg';

export interface Config {
  port: number;
  host: string;
  dialect: Dialect;
  databaseUrl: string | null;
  sqliteFile: string;
  dataDir: string;
  adminHosts: string[];
  /** Number of reverse-proxy hops to trust for X-Forwarded-* (never `true`). */
  trustProxy: number;
  /** null = decide at start-up: seed when the database is SQLite and has no company yet. */
  seedDemo: boolean | null;
  logLevel: string;
  /** Admin session lifetime in seconds. */
  sessionTtl: number;
  root: string;
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const root = findProjectRoot();
  const dataDir = resolveFromRoot(root, env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  return {
    port: integer(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dialect: databaseUrl ? 'pg' : 'sqlite',
    databaseUrl,
    sqliteFile: join(dataDir, 'hondana.sqlite'),
    dataDir,
    adminHosts: list(env.ADMIN_HOSTS, ['admin.localhost']),
    trustProxy: integer(env.TRUST_PROXY, 0, 'TRUST_PROXY'),
    seedDemo: env.SEED_DEMO === undefined || env.SEED_DEMO === '' ? null : bool(env.SEED_DEMO),
    logLevel: env.LOG_LEVEL || 'info',
    sessionTtl: integer(env.SESSION_TTL, 7 * 24 * 3600, 'SESSION_TTL'),
    root,
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
