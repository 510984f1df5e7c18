import type { TestApp } from '../../support/app';

/** Between tests: no IP groups, reader accounts (roles 3 and 4) or user groups are left. */
export async function clearReaders(t: TestApp) {
  await t.db('ip_groups').delete();
  await t.db('users').whereIn('role_level', [3, 4]).delete();
  await t.db('user_groups').delete();
  await t.reset();
}
