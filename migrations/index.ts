import type { Knex } from 'knex';
import * as createCompanies from './20250101000100_create_companies';
import * as createUsers from './20250101000200_create_users';
import * as createSessions from './20250101000300_create_sessions';
import * as createTenantSettings from './20250101000400_create_tenant_settings';
import * as createSettingsHistory from './20250101000500_create_tenant_settings_history';
import * as createJobs from './20261121050000_create_jobs';

/**
 * Every migration, by name. They are imported statically so they load the same way under
 * vitest, tsx and the esbuild bundle (knex's directory scan cannot see inside a bundle).
 * Add one line per new file; names sort in the order they run.
 */
export const migrations: Record<string, Knex.Migration> = {
  '20250101000100_create_companies': createCompanies,
  '20250101000200_create_users': createUsers,
  '20250101000300_create_sessions': createSessions,
  '20250101000400_create_tenant_settings': createTenantSettings,
  '20250101000500_create_tenant_settings_history': createSettingsHistory,
  '20261121050000_create_jobs': createJobs,
};
