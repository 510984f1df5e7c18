import { Status } from '@hondana/schemas/contracts';
import { policy } from '../../access/policy';
import type { AdminScope } from '../../access/scope';
import type { Knex } from 'knex';
import type { Clock } from '../../clock';
import { isElementId, newElementId } from '../ids';
import { isUniqueViolation } from '../../db/dialect';
import { AppError } from '../../errors';
import { defaultGroups } from './defaults';
import { contentGroupRepository } from './repository';
import type { ContentGroup, ContentGroupInput } from '../groupTypes';
import { GroupType } from '../groupTypes';
import { groupInputOf, parseGroupInput } from './validate';
import { withTenant } from '../../db/tenantWall';

export interface ContentGroupServiceDeps {
  db: Knex;
  clock: Clock;
}

export interface GroupListQuery {
  filter?: { q?: string; id?: string[]; type?: unknown };
  sort?: [string, 'ASC' | 'DESC'];
  range?: [number, number];
}

/** Content groups as administrators manage them. Callers check who may act (policy). */
interface GroupCall {
  scope: AdminScope;
  id: string;
}

export function createContentGroupService({ db, clock }: ContentGroupServiceDeps) {
  async function get(companyId: string, id: string): Promise<ContentGroup> {
    const group = isElementId(id) ? await contentGroupRepository(db, companyId).find(id) : null;
    if (!group) throw AppError.notFound('Content group not found.');
    return group;
  }

  /** Writes through the rules every save shares: one group per special type, one default. */
  async function save(companyId: string, id: string, input: ContentGroupInput, isNew: boolean) {
    const groups = contentGroupRepository(db, companyId);
    if (input.type !== GroupType.NORMAL) {
      const same = (await groups.all()).find((g) => g.type === input.type && g.id !== id);
      if (same) throw AppError.badRequest({ type: `${same.name} already lists this kind.` });
    }
    try {
      await withTenant(db, companyId, async (trx) => {
        const scoped = contentGroupRepository(trx, companyId);
        if (isNew) await scoped.insert(id, input, clock.now(), trx);
        else await scoped.update(id, input, clock.now(), trx);
        if (input.isDefault) await scoped.clearDefault(id, trx);
        // A group that now fills itself keeps no hand-picked contents.
        if (input.type !== GroupType.NORMAL) {
          await trx('content_group_items')
            .where({ company_id: companyId, content_group_id: id })
            .delete();
        }
      });
    } catch (err) {
      if (isUniqueViolation(err))
        throw new AppError(Status.nameInUse, {
          message: 'The ref code is already used.',
          fieldErrors: { refCode: 'Already used by another group.' },
        });
      throw err;
    }
    return get(companyId, id);
  }

  /** Creates the default special groups, or resets them to their default look (ids stay). */
  async function resetDefaults(companyId: string) {
    const groups = contentGroupRepository(db, companyId);
    for (const defaults of defaultGroups) {
      const existing = (await groups.all()).find((g) => g.type === defaults.type);
      const owner = defaults.refCode ? await groups.findByRefCode(defaults.refCode) : null;
      const input = {
        ...defaults,
        refCode: owner && owner.id !== existing?.id ? null : defaults.refCode,
      };
      await save(companyId, existing?.id ?? newElementId(), input, !existing);
    }
    return groups.all();
  }

  return {
    /** For seeding a tenant that has no admin yet (the demo); callers check nothing else. */
    resetDefaults,

    async get({ scope, id }: GroupCall): Promise<ContentGroup> {
      return get(policy.managedContent(scope).id, id);
    },

    async list({ scope, query }: { scope: AdminScope; query: GroupListQuery }) {
      const { filter = {}, sort, range } = query;
      const companyId = policy.managedContent(scope).id;
      const type =
        filter.type === undefined || filter.type === '' ? undefined : Number(filter.type);
      if (type !== undefined && !Number.isInteger(type)) {
        throw AppError.badRequest({ type: 'A group type from 1 to 6.' });
      }
      // PostgreSQL text cannot hold NUL: such a search matches nothing rather than failing.
      const q =
        typeof filter.q === 'string' ? filter.q.slice(0, 255).replaceAll('\u0000', '') : undefined;
      const ids = Array.isArray(filter.id) ? filter.id.filter(isElementId) : undefined;
      return contentGroupRepository(db, companyId).list({ q, ids, type, sort, range });
    },

    async all({ scope }: { scope: AdminScope }) {
      const companyId = policy.managedContent(scope).id;
      return contentGroupRepository(db, companyId).all();
    },

    async create({ scope, input: body }: { scope: AdminScope; input: unknown }) {
      const companyId = policy.managedContent(scope).id;
      const input = parseGroupInput(body);
      if ((body as { ordinal?: unknown }).ordinal === undefined) {
        input.ordinal = await contentGroupRepository(db, companyId).nextOrdinal();
      }
      return save(companyId, newElementId(), input, true);
    },

    async update({ scope, id, input }: GroupCall & { input: unknown }) {
      const companyId = policy.managedContent(scope).id;
      const current = await get(companyId, id);
      return save(companyId, id, parseGroupInput(input, groupInputOf(current)), false);
    },

    async remove({ scope, id }: GroupCall) {
      const companyId = policy.managedContent(scope).id;
      const group = await get(companyId, id);
      await contentGroupRepository(db, companyId).remove([group.id]);
      return group;
    },

    /**
     * Brings back the default special groups: each one is created, or reset to its default
     * look when it exists (its id stays, so links keep working). Normal groups are untouched.
     */
    async reset({ scope }: { scope: AdminScope }) {
      return resetDefaults(policy.managedContent(scope).id);
    },

    /** `PUT /update-ref-code`: one `{ id, refCode }` or a list of them, all or nothing. */
    async updateRefCodes({ scope, input }: { scope: AdminScope; input: unknown }) {
      const companyId = policy.managedContent(scope).id;
      const changes = (Array.isArray(input) ? input : [input]) as {
        id?: unknown;
        refCode?: unknown;
      }[];
      const parsed: { id: string; refCode: string | null }[] = [];
      for (const change of changes) {
        const group = await get(companyId, String(change?.id ?? ''));
        parsed.push({
          id: group.id,
          refCode: parseGroupInput({ refCode: change.refCode }, groupInputOf(group)).refCode,
        });
      }
      try {
        await withTenant(db, companyId, async (trx) => {
          const scoped = contentGroupRepository(trx, companyId);
          // Clear first, so two groups may swap their codes in one call.
          for (const { id } of parsed) await scoped.update(id, { refCode: null }, clock.now(), trx);
          for (const { id, refCode } of parsed)
            await scoped.update(id, { refCode }, clock.now(), trx);
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError(Status.nameInUse, {
            message: 'The ref code is already used.',
            fieldErrors: { refCode: 'Already used by another group.' },
          });
        throw err;
      }
      return Promise.all(parsed.map(({ id }) => get(companyId, id)));
    },
  };
}

export type ContentGroupService = ReturnType<typeof createContentGroupService>;
