import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Knex } from 'knex';
import pino from 'pino';
import { systemClock } from '../clock';
import type { Config } from '../config';
import { createKnex } from '../db/knex';
import type { DatabaseOptions } from '../db/knex';
import { createLogger } from '../http/logging';
import { createServices } from '../services';
import type { Services } from '../services';

/** What the commands run against, built from the server's own configuration. */
export interface Runtime {
  config: Config;
  database: Pick<DatabaseOptions, 'dialect' | 'connection'>;
  version: string;
  /** The server's services over a connection of their own; closed by `close`. */
  services(): Services;
  /** A connection without the statement time limit (migrations); closed by `close`. */
  db(): Knex;
  close(): Promise<void>;
}

export function createRuntime(config: Config): Runtime {
  const database = {
    dialect: config.dialect,
    connection: config.databaseUrl ?? config.sqliteFile,
  };
  let db: Knex | null = null;
  let services: Services | null = null;
  const connect = () => (db ??= createKnex({ ...database, statementTimeoutMs: 0 }));
  return {
    config,
    database,
    version: versionOf(config.root),
    db: connect,
    services() {
      // Logs go to stderr: stdout is the command's answer.
      const log = createLogger(config.logLevel, pino.destination(2));
      services ??= createServices({ db: connect(), config, clock: systemClock, log });
      return services;
    },
    async close() {
      services?.pdfWork.stop();
      await services?.jobs.stop();
      await db?.destroy();
    },
  };
}

function versionOf(root: string): string {
  try {
    return String(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version);
  } catch {
    return 'unknown';
  }
}
