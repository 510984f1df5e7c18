import type { Knex } from 'knex';
import { pickUser } from '../users/rows';
import { listPage } from '../db/listPage';
import type { ListQuery } from '../db/listPage';

/** A staff account as the admin API shows it; the password hash is never selected. */
export interface StaffMember {
  id: string;
  companyId: string;
  email: string;
  fullName: string;
  roleLevel: number;
  lang: string;
  status: number;
  createdAt: string;
  updatedAt: string;
}

const columns = [
  'id',
  'company_id',
  'email',
  'full_name',
  'role_level',
  'lang',
  'status',
  'created_at',
  'updated_at',
];

export const sortableStaffColumns: Record<string, string> = {
  email: 'email',
  fullName: 'full_name',
  roleLevel: 'role_level',
  status: 'status',
  createdAt: 'created_at',
};

function toStaffMember(row: Record<string, unknown>): StaffMember {
  const member = pickUser(row, [
    'id',
    'companyId',
    'email',
    'fullName',
    'roleLevel',
    'lang',
    'status',
    'createdAt',
    'updatedAt',
  ]);
  // Staff always have an e-mail (they are invited by it).
  return { ...member, email: member.email ?? '' };
}

/** The tenant's staff in `roles` (the ones the caller manages). */
export function staffOf(db: Knex, companyId: string, roles: readonly number[]) {
  return db('users').where({ company_id: companyId }).whereIn('role_level', roles);
}

export async function listStaff(
  db: Knex,
  companyId: string,
  roles: readonly number[],
  query: ListQuery,
) {
  const { total, rows } = await listPage<Record<string, unknown>>(staffOf(db, companyId, roles), {
    ...query,
    sortable: sortableStaffColumns,
    defaultSort: ['createdAt', 'ASC'],
    rows: (filtered) => filtered.select(columns),
  });
  return { total, items: rows.map(toStaffMember) };
}

export async function findStaff(
  db: Knex,
  companyId: string,
  roles: readonly number[],
  id: string,
): Promise<StaffMember | null> {
  if (id.length > 36 || id.includes('\u0000')) return null;
  const row = await staffOf(db, companyId, roles).andWhere({ id }).first(columns);
  return row ? toStaffMember(row) : null;
}

/**
 * True when the e-mail is taken where staff sign-in would confuse it: by any staff account
 * (staff sign in without naming a tenant, so their e-mails are unique across tenants) or by
 * anyone in this tenant (the (company, email) unique index).
 */
export async function isEmailTaken(db: Knex, companyId: string, email: string, staff: number[]) {
  const row = await db('users')
    .whereRaw('lower(email) = ?', [email])
    .andWhere((q) => q.where({ company_id: companyId }).orWhereIn('role_level', staff))
    .first('id');
  return Boolean(row);
}
