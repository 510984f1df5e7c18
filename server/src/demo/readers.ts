import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { hashPassword } from '../users/password';
import { Role } from '../access/roles';
import { addAccount } from '../users/writes';

/** One reader per demo tenant, to try the reader's sign-in (README lists them). */
export const demoReaders = [
  {
    tenant: { path: 'sakura' },
    email: 'reader@sakura.example',
    username: 'sakura_reader',
    password: 'sakura-reader',
    fullName: 'Sakura Reader',
    lang: 'ja',
  },
  {
    tenant: { domain: 'aozora.localhost' },
    email: 'reader@aozora.example',
    username: 'aozora_reader',
    password: 'aozora-reader',
    fullName: 'Aozora Reader',
    lang: 'en',
  },
];

/** Adds the demo readers to the demo tenants that exist (run after the tenants are seeded). */
export async function seedDemoReaders(db: Knex, { logN }: { logN?: number } = {}) {
  const at = new Date().toISOString();
  for (const reader of demoReaders) {
    const company = await db('companies').where(reader.tenant).first('id');
    if (!company) continue;
    await addAccount(db, {
      id: randomUUID(),
      company_id: company.id,
      email: reader.email,
      username: reader.username,
      full_name: reader.fullName,
      password_hash: await hashPassword(reader.password, logN),
      role_level: Role.USER,
      lang: reader.lang,
      status: 0,
      created_at: at,
      updated_at: at,
    });
  }
}
