import type { Knex } from 'knex';
import type { Company } from '../access/company';
import { NAMESPACE } from './reports';

/**
 * Whose usage a report counts: the whole tenant (its customer id is the company's id), or one
 * member institution, a user group or an IP group of it (their ids are UUIDs, so one
 * `customer_id` names exactly one of the three).
 */
export interface Institution {
  customerId: string;
  name: string;
  kind: 'tenant' | 'userGroup' | 'ipGroup';
  /** The readers whose usage counts (a query of user ids); null = every reader of the tenant. */
  readers: Knex.QueryBuilder | null;
}

/** A member institution as SUSHI's /members and the console list it. */
export interface Member {
  customerId: string;
  name: string;
  kind: 'userGroup' | 'ipGroup';
}

const ID = /^[0-9A-Za-z-]{1,36}$/;

export function institutionId(customerId: string): { Proprietary: string[] } {
  return { Proprietary: [`${NAMESPACE}:${customerId}`] };
}

export function createInstitutions(db: Knex) {
  return {
    /** The tenant's member institutions: user groups, then IP groups, each by name. */
    async members(companyId: string): Promise<Member[]> {
      const [groups, ranges] = await Promise.all([
        db('user_groups')
          .where({ company_id: companyId })
          .orderBy(['name', 'id'])
          .select('id', 'name'),
        db('ip_groups')
          .where({ company_id: companyId })
          .orderBy(['name', 'id'])
          .select('id', 'name'),
      ]);
      return [
        ...groups.map((row: { id: string; name: string }) => ({
          customerId: String(row.id),
          name: String(row.name),
          kind: 'userGroup' as const,
        })),
        ...ranges.map((row: { id: string; name: string }) => ({
          customerId: String(row.id),
          name: String(row.name),
          kind: 'ipGroup' as const,
        })),
      ];
    },

    /**
     * The institution `customerId` names within `company`; null when it names none of the
     * tenant's (another tenant's group is unknown here, not forbidden: nothing leaks).
     */
    async find(company: Company, customerId: string): Promise<Institution | null> {
      // Ids are UUIDs: anything else names nothing (and a NUL byte never reaches PostgreSQL).
      if (!ID.test(customerId)) return null;
      if (customerId === company.id) {
        return { customerId, name: company.name, kind: 'tenant', readers: null };
      }
      const group = await db('user_groups')
        .where({ company_id: company.id, id: customerId })
        .first('id', 'name');
      if (group) {
        // A user group's readers, and the accounts of the IP groups that belong to it.
        const readers = db('users')
          .where({ company_id: company.id, user_group_id: customerId })
          .select('id')
          .union(
            db('ip_groups')
              .where({ company_id: company.id, user_group_id: customerId })
              .select('user_id as id'),
          );
        return { customerId, name: String(group.name), kind: 'userGroup', readers };
      }
      const range = await db('ip_groups')
        .where({ company_id: company.id, id: customerId })
        .first('id', 'name');
      if (range) {
        // An IP group signs its readers in as one account: that account's usage is the group's.
        const readers = db('ip_groups')
          .where({ company_id: company.id, id: customerId })
          .select('user_id as id');
        return { customerId, name: String(range.name), kind: 'ipGroup', readers };
      }
      return null;
    },
  };
}

export type Institutions = ReturnType<typeof createInstitutions>;
