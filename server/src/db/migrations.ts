import type { Knex } from 'knex';
import * as createCompanies from '../../../migrations/20250101000100_create_companies';
import * as createUsers from '../../../migrations/20250101000200_create_users';
import * as createSessions from '../../../migrations/20250101000300_create_sessions';
import * as createTenantSettings from '../../../migrations/20250101000400_create_tenant_settings';
import * as createSettingsHistory from '../../../migrations/20250101000500_create_tenant_settings_history';

type Migration = Knex.Migration;

/**
 * Migrations are imported statically so they load the same way under vitest, tsx and the
 * esbuild bundle (knex's directory scan cannot see inside a bundle). Add new files here.
 */
const migrations: Record<string, Migration> = {
  '20250101000100_create_companies': createCompanies,
  '20250101000200_create_users': createUsers,
  '20250101000300_create_sessions': createSessions,
  '20250101000400_create_tenant_settings': createTenantSettings,
  '20250101000500_create_tenant_settings_history': createSettingsHistory,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name],
};
