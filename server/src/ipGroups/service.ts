import { Status } from '@hondana/schemas/contracts';
import type { IpGroup } from '@hondana/schemas/contracts';
import { policy } from '../access/policy';
import type { AdminScope } from '../access/scope';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { validateResource } from '@hondana/schemas';
import { Role } from '../access/roles';
import type { Clock } from '../clock';
import { isStorable } from '../db/storable';
import { isPostgres } from '../db/dialect';
import { toIso } from '../db/json';
import { AppError } from '../errors';
import { findGroup } from '../users/limits';
import { recordBody } from '../users/recordBody';
import { addAccount, removeAccount, updateAccount } from '../users/writes';

import type { Ipv4Range } from './cidr';
import { numberToIpv4, parseIpv4Cidr } from './cidr';
import { listPage } from '../db/listPage';
import { withTenant } from '../db/tenantWall';

export interface IpGroupServiceDeps {
  db: Knex;
  clock: Clock;
}

export interface ListQuery {
  sort?: [string, 'ASC' | 'DESC'];
  range?: [number, number];
  filter?: Record<string, unknown>;
}

interface Fields {
  name: string;
  range: Ipv4Range;
  userGroupId: string | null;
}

/** Fields of the record that the server owns: never part of a write. */
const SERVER_FIELDS = [
  'id',
  'companyId',
  'rangeStart',
  'rangeEnd',
  'userId',
  'createdAt',
  'updatedAt',
];

/** Not a scrypt hash, so no password ever matches: IP accounts sign in by address only. */
const NO_PASSWORD = '!ip-address-login';

const sortable: Record<string, string> = {
  name: 'name',
  cidr: 'range_start',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

/**
 * IP groups of a tenant: an IPv4 range whose visitors sign in as the group's roleLevel 4
 * account. Ranges of one tenant never overlap (432), so an address has one account.
 */
export function createIpGroupService({ db, clock }: IpGroupServiceDeps) {
  async function checked(companyId: string, input: unknown): Promise<Fields> {
    const body = recordBody(input, SERVER_FIELDS);
    const shape = validateResource('ipGroup', body);
    if (!shape.ok) throw AppError.badRequest(shape.errors, 'Some fields are not valid.');
    // The schema has checked the shape; the range, the text and the group are checked here.
    const errors: Record<string, string> = {};
    const name = String(body.name).trim();
    if (!isStorable(name)) errors.name = 'Text must not contain NUL characters.';
    const range = parseIpv4Cidr(String(body.cidr));
    if (typeof range === 'string') errors.cidr = range;
    const groupId = typeof body.userGroupId === 'string' ? body.userGroupId : null;
    if (groupId && !(isStorable(groupId) && (await findGroup(db, companyId, groupId)))) {
      errors.userGroupId = 'Choose a group of this company.';
    }
    if (Object.keys(errors).length) throw AppError.badRequest(errors, 'Some fields are not valid.');
    return { name, range: range as Ipv4Range, userGroupId: groupId };
  }

  /** 432 when the range shares an address with another group of the tenant. */
  async function assertNoOverlap(
    trx: Knex,
    companyId: string,
    range: Ipv4Range,
    exceptId?: string,
  ) {
    const query = trx('ip_groups')
      .where({ company_id: companyId })
      .andWhere('range_start', '<=', range.end)
      .andWhere('range_end', '>=', range.start);
    if (exceptId) query.whereNot({ id: exceptId });
    if (await query.first('id')) {
      throw new AppError(Status.ipRangeConflict, {
        fieldErrors: { cidr: 'This range overlaps another IP group.' },
      });
    }
  }

  /** Writes hold the company row on PostgreSQL, so two overlapping saves cannot both pass. */
  function locked<T>(companyId: string, work: (trx: Knex.Transaction) => Promise<T>) {
    return withTenant(db, companyId, async (trx) => {
      if (isPostgres(db)) await trx('companies').where({ id: companyId }).forUpdate().first('id');
      return work(trx);
    });
  }

  async function existing(companyId: string, id: string) {
    const row =
      id.length <= 36 && isStorable(id)
        ? await db('ip_groups').where({ company_id: companyId, id }).first()
        : null;
    if (!row) throw AppError.notFound('IP group not found.');
    return present(row);
  }

  return {
    async list({ scope, query }: { scope: AdminScope; query: ListQuery }) {
      const company = policy.managedUsers(scope);
      const base = db('ip_groups').where({ company_id: company.id });
      const { q, id } = query.filter ?? {};
      if (Array.isArray(id)) base.whereIn('id', id.map(String).filter(isStorable));
      if (typeof q === 'string' && q.trim() && isStorable(q)) {
        const like = `%${q.trim().toLowerCase()}%`;
        base.where((w) => w.whereRaw('lower(name) like ?', [like]).orWhere('cidr', 'like', like));
      }
      const { total, rows } = await listPage<Parameters<typeof present>[0]>(base, {
        ...query,
        sortable,
        defaultSort: ['name', 'ASC'],
      });
      return { total, items: rows.map(present) };
    },

    async getOne({ scope, id }: { scope: AdminScope; id: string }) {
      const company = policy.managedUsers(scope);
      return existing(company.id, id);
    },

    /** Creates the group and the roleLevel 4 account its addresses sign in as. */
    async create({ scope, input }: { scope: AdminScope; input: unknown }) {
      const company = policy.managedUsers(scope);
      const fields = await checked(company.id, input);
      const id = randomUUID();
      const userId = randomUUID();
      const now = clock.now().toISOString();
      await locked(company.id, async (trx) => {
        await assertNoOverlap(trx, company.id, fields.range);
        await addAccount(trx, {
          id: userId,
          company_id: company.id,
          email: null,
          username: null,
          full_name: fields.name,
          password_hash: NO_PASSWORD,
          role_level: Role.IP,
          user_group_id: fields.userGroupId,
          created_at: now,
          updated_at: now,
        });
        await trx('ip_groups').insert({
          id,
          company_id: company.id,
          user_group_id: fields.userGroupId,
          name: fields.name,
          cidr: fields.range.cidr,
          range_start: fields.range.start,
          range_end: fields.range.end,
          user_id: userId,
          created_at: now,
          updated_at: now,
        });
      });
      return existing(company.id, id);
    },

    async update({ scope, id, input }: { scope: AdminScope; id: string; input: unknown }) {
      const company = policy.managedUsers(scope);
      const before = await existing(company.id, id);
      const fields = await checked(company.id, input);
      const now = clock.now().toISOString();
      await locked(company.id, async (trx) => {
        await assertNoOverlap(trx, company.id, fields.range, id);
        await trx('ip_groups').where({ company_id: company.id, id }).update({
          name: fields.name,
          cidr: fields.range.cidr,
          range_start: fields.range.start,
          range_end: fields.range.end,
          user_group_id: fields.userGroupId,
          updated_at: now,
        });
        await updateAccount(
          trx,
          { id: before.userId, companyId: company.id },
          { full_name: fields.name, user_group_id: fields.userGroupId },
          now,
        );
      });
      return existing(company.id, id);
    },

    /** Removes the group and its account (and so that account's sessions). */
    async remove({ scope, id }: { scope: AdminScope; id: string }) {
      const company = policy.managedUsers(scope);
      const group = await existing(company.id, id);
      await withTenant(db, company.id, async (trx) => {
        await trx('ip_groups').where({ company_id: company.id, id }).delete();
        await removeAccount(trx, { id: group.userId, companyId: company.id });
      });
      return group;
    },
  };
}

export type IpGroupService = ReturnType<typeof createIpGroupService>;

function present(row: Record<string, unknown>): IpGroup {
  return {
    id: String(row.id),
    companyId: String(row.company_id),
    name: String(row.name),
    cidr: String(row.cidr),
    rangeStart: numberToIpv4(Number(row.range_start)),
    rangeEnd: numberToIpv4(Number(row.range_end)),
    userGroupId: (row.user_group_id as string | null) ?? null,
    userId: String(row.user_id),
    createdAt: toIso(row.created_at) ?? '',
    updatedAt: toIso(row.updated_at) ?? '',
  };
}
