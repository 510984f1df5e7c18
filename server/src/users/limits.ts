import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { Role } from '../access/roles';
import type { Company } from '../access/company';
import { AppError } from '../errors';

/**
 * Reader accounts (role USER) count towards the company's maxUser and a group's maxUsers;
 * admins and the roleLevel 4 accounts of IP groups do not.
 */
export async function countReaders(db: Knex, companyId: string, userGroupId?: string) {
  const query = db('users').where({ company_id: companyId, role_level: Role.USER });
  if (userGroupId) query.andWhere({ user_group_id: userGroupId });
  const row = await query.count<{ n: number | string }[]>({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** Room left under the company's maxUser (never negative). */
export async function companyRoom(db: Knex, company: Pick<Company, 'id' | 'maxUser'>) {
  return Math.max(0, company.maxUser - (await countReaders(db, company.id)));
}

/** 417 when the company already has maxUser reader accounts. */
export async function assertCompanyRoom(db: Knex, company: Pick<Company, 'id' | 'maxUser'>) {
  if ((await companyRoom(db, company)) < 1) throw new AppError(Status.companyMaxUsers);
}

/** The group, checked to belong to the tenant; 400 on the field otherwise. */
export async function findGroup(db: Knex, companyId: string, userGroupId: string) {
  const row = await db('user_groups')
    .where({ company_id: companyId, id: userGroupId.slice(0, 36) })
    .first('id', 'name', 'max_users');
  return row
    ? { id: String(row.id), name: String(row.name), maxUsers: Number(row.max_users) }
    : null;
}

/** 427 when the group already holds its maxUsers readers. */
export async function assertGroupRoom(db: Knex, companyId: string, userGroupId: string) {
  const group = await findGroup(db, companyId, userGroupId);
  if (!group) throw AppError.badRequest({ userGroupId: 'Choose a group of this company.' });
  if ((await countReaders(db, companyId, group.id)) >= group.maxUsers)
    throw new AppError(Status.userGroupMaxUsers);
}
