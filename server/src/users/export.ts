import type { Knex } from 'knex';
import type { Company } from '../access/company';
import { Role } from '../access/roles';
import { toCsvWithBom } from '../csv/csv';

/** The import's columns without the password, so an exported file can be imported again. */
const HEADER = ['email', 'username', 'full_name', 'lang', 'group', 'status'];

/** Every reader of the tenant as CSV (UTF-8 with BOM), oldest first. */
export async function exportReadersCsv(db: Knex, company: Company) {
  const rows = await db('users as u')
    .leftJoin('user_groups as g', 'g.id', 'u.user_group_id')
    .where({ 'u.company_id': company.id, 'u.role_level': Role.USER })
    .orderBy('u.created_at')
    .orderBy('u.id')
    .select('u.email', 'u.username', 'u.full_name', 'u.lang', 'g.name as group_name', 'u.status');
  const csv = toCsvWithBom(
    HEADER,
    rows.map((row) => [
      row.email ?? '',
      row.username ?? '',
      row.full_name ?? '',
      row.lang,
      row.group_name ?? '',
      Number(row.status),
    ]),
  );
  const slug = (company.path ?? company.domain ?? company.id).replace(/[^A-Za-z0-9_-]/g, '_');
  return { fileName: `users-${slug}.csv`, csv };
}
