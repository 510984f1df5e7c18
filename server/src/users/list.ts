import type { Knex } from 'knex';
import { isStorable } from '../db/storable';
import { readersOf, sortableUserColumns, toAdminUser, userColumns } from './repository';
import { listPage } from '../db/listPage';
import { whereContains } from '../db/contains';

export interface ListQuery {
  sort?: [string, 'ASC' | 'DESC'];
  range?: [number, number];
  filter?: Record<string, unknown>;
}

/**
 * One page of a tenant's readers. Filters: `q` (e-mail, username or full name, any case),
 * `status` (0 / 1), `userGroupId` (a group id, or null for readers in no group), `id` (list).
 */
export async function listReaders(db: Knex, companyId: string, query: ListQuery) {
  const base = readersOf(db, companyId);
  const { q, id, status, userGroupId } = query.filter ?? {};
  if (Array.isArray(id)) base.whereIn('id', id.map(String).filter(isKey));
  if (typeof q === 'string' && !isStorable(q)) base.whereRaw('1 = 0');
  else if (typeof q === 'string' && q.trim()) {
    whereContains(base, ['email', 'username', 'full_name'], q);
  }
  if (status !== undefined && status !== '') base.andWhere('status', Number(status) === 1 ? 1 : 0);
  if (userGroupId === null) base.whereNull('user_group_id');
  else if (typeof userGroupId === 'string' && userGroupId) {
    base.andWhere({ user_group_id: isKey(userGroupId) ? userGroupId : '' });
  }

  const { total, rows } = await listPage<Parameters<typeof toAdminUser>[0]>(base, {
    ...query,
    sortable: sortableUserColumns,
    defaultSort: ['createdAt', 'DESC'],
    rows: (filtered) => filtered.select(userColumns),
  });
  return { total, items: rows.map(toAdminUser) };
}

function isKey(value: string): boolean {
  return value.length <= 36 && isStorable(value);
}
