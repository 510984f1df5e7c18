import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { validateSettings } from '@hondana/schemas';
import { hashPassword } from '../users/password';
import { addAccount } from '../users/writes';
import { Role } from '../access/roles';
import type { Config } from '../config';
import { createCompanyRepository } from '../companies/repository';
import { createSettingsRepository } from '../settings/repository';
import { seedDemoContents } from './contents';
import { seedDemoHistory } from './history';
import { seedDemoLibrary } from './library';
import { seedDemoReaders } from './readers';
import { demoSystemAdmin, demoTenants } from './tenants';

/** SEED_DEMO decides; unset means "SQLite with no company yet" (a first local start). */
export async function shouldSeedDemo(db: Knex, config: Pick<Config, 'seedDemo' | 'dialect'>) {
  const isEmpty = (await createCompanyRepository(db).count()) === 0;
  if (config.seedDemo === null) return config.dialect === 'sqlite' && isEmpty;
  return config.seedDemo && isEmpty;
}

/**
 * A system admin and two tenants (path mode and domain mode), each with its own admin. With
 * `withLivingLibrary` (`npm start`) each tenant also sells: plans, coupons, an ordinal and two
 * dozen readers with six months of test-mode payments. Tests leave it out: plans make books
 * paid, which the reader's tests do not expect, and the history costs a second or so.
 */
export async function seedDemo(
  db: Knex,
  { logN, withLivingLibrary = false }: { logN?: number; withLivingLibrary?: boolean } = {},
) {
  const now = new Date();
  const at = now.toISOString();
  const settings = createSettingsRepository(db);
  await insertUser(db, null, Role.SYSTEM_ADMIN, demoSystemAdmin, at, logN);

  for (const tenant of demoTenants) {
    const companyId = randomUUID();
    await db('companies').insert({
      id: companyId,
      name: tenant.company.name,
      email: tenant.company.email,
      domain_type: tenant.company.domainType,
      domain: tenant.company.domain,
      path: tenant.company.path,
      account_type: tenant.company.accountType,
      max_content: 1000,
      max_user: 1000,
      status: 'ACTIVE',
      created_at: at,
      updated_at: at,
    });
    await insertUser(db, companyId, Role.COMPANY_ADMIN, tenant.admin, at, logN);
    await seedDemoContents(db, companyId, { now: () => now });
    for (const [kind, data] of Object.entries(tenant.settings)) {
      const result = validateSettings(kind, data);
      if (!result.ok) {
        throw new Error(`Demo ${kind} settings are invalid: ${JSON.stringify(result.errors)}`);
      }
      await settings.writeVersion({
        companyId,
        kind,
        data,
        action: 'update',
        updatedBy: null,
        at: now,
      });
    }
    if (withLivingLibrary) {
      const planIds = await seedDemoLibrary(db, companyId, now);
      await seedDemoHistory(db, companyId, { now, logN, planIds: [...planIds.values()] });
    }
  }
  await seedDemoReaders(db, { logN });
}

async function insertUser(
  db: Knex,
  companyId: string | null,
  roleLevel: number,
  user: { email: string; password: string; fullName: string },
  at: string,
  logN?: number,
) {
  await addAccount(db, {
    id: randomUUID(),
    company_id: companyId,
    email: user.email,
    username: null,
    full_name: user.fullName,
    password_hash: await hashPassword(user.password, logN),
    role_level: roleLevel,
    lang: 'en',
    status: 0,
    created_at: at,
    updated_at: at,
  });
}
