import { Status } from '@hondana/schemas/contracts';
import type { UserGroup } from '@hondana/schemas/contracts';
import { policy } from '../access/policy';
import type { AdminScope } from '../access/scope';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { Role } from '../access/roles';
import type { Clock } from '../clock';
import { isStorable } from '../db/storable';
import { isUniqueViolation } from '../db/dialect';
import { toIso } from '../db/json';
import { AppError } from '../errors';

import type { UserGroupFields } from './fields';
import { checkGroupFields } from './fields';
import { listPage } from '../db/listPage';

export interface UserGroupServiceDeps {
  db: Knex;
  clock: Clock;
}

export interface ListQuery {
  sort?: [string, 'ASC' | 'DESC'];
  range?: [number, number];
  filter?: Record<string, unknown>;
}

const sortable: Record<string, string> = {
  name: 'g.name',
  maxUsers: 'g.max_users',
  loginMethod: 'g.login_method',
  createdAt: 'g.created_at',
  updatedAt: 'g.updated_at',
};

/** User groups of a tenant: a cap on members and how they sign in (PASSWORD or IP). */
export function createUserGroupService({ db, clock }: UserGroupServiceDeps) {
  const groups = (companyId: string) =>
    db('user_groups as g')
      .where('g.company_id', companyId)
      .select('g.*')
      .select(
        db('users')
          .count('*')
          .where('users.user_group_id', db.ref('g.id'))
          .andWhere('users.role_level', Role.USER)
          .as('member_count'),
      );

  async function find(companyId: string, id: string) {
    if (id.length > 36 || !isStorable(id)) return null;
    const row = await groups(companyId).andWhere('g.id', id).first();
    return row ? present(row) : null;
  }

  async function existing(companyId: string, id: string) {
    const group = await find(companyId, id);
    if (!group) throw AppError.notFound('User group not found.');
    return group;
  }

  function checked(input: unknown): UserGroupFields {
    const { value, errors } = checkGroupFields(input);
    if (errors) throw AppError.badRequest(errors, 'Some fields are not valid.');
    return value;
  }

  /** 407 ("the name already exists") for a name another group of the tenant uses. */
  async function write(work: () => Promise<unknown>) {
    try {
      await work();
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new AppError(Status.nameExists, {
          fieldErrors: { name: 'This name is already used.' },
        });
      }
      throw err;
    }
  }

  return {
    async list({ scope, query }: { scope: AdminScope; query: ListQuery }) {
      const company = policy.managedUsers(scope);
      const base = db('user_groups as g').where('g.company_id', company.id);
      const { q, id } = query.filter ?? {};
      if (Array.isArray(id)) base.whereIn('g.id', id.map(String).filter(isStorable));
      if (typeof q === 'string' && q.trim() && isStorable(q)) {
        base.whereRaw('lower(g.name) like ?', [`%${q.trim().toLowerCase()}%`]);
      }
      const { total, rows } = await listPage<Parameters<typeof present>[0]>(base, {
        ...query,
        sortable,
        defaultSort: ['name', 'ASC'],
        idColumn: 'g.id',
        // The page reads the groups with their member counts; the filter picks which.
        rows: (filtered) => groups(company.id).whereIn('g.id', filtered.select('g.id')),
      });
      return { total, items: rows.map(present) };
    },

    async getOne({ scope, id }: { scope: AdminScope; id: string }) {
      const company = policy.managedUsers(scope);
      return existing(company.id, id);
    },

    async create({ scope, input }: { scope: AdminScope; input: unknown }) {
      const company = policy.managedUsers(scope);
      const value = checked(input);
      const id = randomUUID();
      const now = clock.now().toISOString();
      await write(() =>
        db('user_groups').insert({
          id,
          company_id: company.id,
          name: value.name,
          max_users: value.maxUsers,
          login_method: value.loginMethod,
          created_at: now,
          updated_at: now,
        }),
      );
      return existing(company.id, id);
    },

    /** A group's cap cannot go below the members it already has (427). */
    async update({ scope, id, input }: { scope: AdminScope; id: string; input: unknown }) {
      const company = policy.managedUsers(scope);
      const before = await existing(company.id, id);
      const value = checked(input);
      if (value.maxUsers < before.memberCount) throw new AppError(Status.userGroupMaxUsers);
      await write(() =>
        db('user_groups').where({ company_id: company.id, id }).update({
          name: value.name,
          max_users: value.maxUsers,
          login_method: value.loginMethod,
          updated_at: clock.now().toISOString(),
        }),
      );
      return existing(company.id, id);
    },

    /** A group that users or IP groups still point at is in use (430). */
    async remove({ scope, id }: { scope: AdminScope; id: string }) {
      const company = policy.managedUsers(scope);
      const group = await existing(company.id, id);
      const [user, ipGroup] = await Promise.all([
        db('users').where({ company_id: company.id, user_group_id: id }).first('id'),
        db('ip_groups').where({ company_id: company.id, user_group_id: id }).first('id'),
      ]);
      if (user || ipGroup) throw new AppError(Status.userGroupInUse);
      try {
        await db('user_groups').where({ company_id: company.id, id }).delete();
      } catch (err) {
        // Someone joined the group between the check and the delete.
        if (isForeignKeyViolation(err)) throw new AppError(Status.userGroupInUse);
        throw err;
      }
      return group;
    },
  };
}

export type UserGroupService = ReturnType<typeof createUserGroupService>;

function isForeignKeyViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

function present(row: Record<string, unknown>): UserGroup {
  return {
    id: String(row.id),
    companyId: String(row.company_id),
    name: String(row.name),
    maxUsers: Number(row.max_users),
    loginMethod: String(row.login_method) as UserGroup['loginMethod'],
    memberCount: Number(row.member_count ?? 0),
    createdAt: toIso(row.created_at) ?? '',
    updatedAt: toIso(row.updated_at) ?? '',
  };
}
