import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { policy } from '../../access/policy';
import type { AdminScope } from '../../access/scope';
import type { Clock } from '../../clock';
import { groupMembership } from '../groups/membership';
import { contentGroupRepository } from '../groups/repository';
import { GroupType } from '../groupTypes';
import { AppError } from '../../errors';
import { createSearchIndex } from '../searchIndex';
import { isElementId, newElementId } from '../ids';
import type { ContentListQuery } from '../repository';
import { contentRepository } from '../repository';
import { maxContentOf } from '../contentLimit';
import type { ContentRecord } from '../types';
import { inputOf, parseContentInput } from '../validate';
import { withTenant } from '../../db/tenantWall';
import { recordContentEvent } from '../../webhooks/events';

export interface ContentServiceDeps {
  db: Knex;
  clock: Clock;
}

export type BulkAction = 'publish' | 'unpublish' | 'delete' | 'add-to-group';

/**
 * Contents of a tenant as administrators change them (contracts.md §7). Every change keeps the
 * search index in step inside the same transaction. Callers check who may act (policy).
 */
/**
 * A tenant's contents by company id, for callers that have checked their own scope: the
 * content-file service and the CSV import job (which runs for the tenant that queued it).
 */
export function createTenantContents({ db, clock }: ContentServiceDeps) {
  async function get(companyId: string, id: string): Promise<ContentRecord> {
    const content = isElementId(id) ? await contentRepository(db, companyId).find(id) : null;
    if (!content) throw AppError.notFound('Content not found.');
    const groups = await groupMembership(db, companyId).groupIdsOf([id]);
    return { ...content, groupIds: groups.get(id) ?? [] };
  }

  /** Group ids from a request: this tenant's normal groups only (special ones compute theirs). */
  async function checkedGroupIds(companyId: string, value: unknown): Promise<string[] | undefined> {
    if (value === undefined) return undefined;
    const ids = Array.isArray(value) ? [...new Set(value)] : null;
    if (!ids || !ids.every(isElementId)) {
      throw AppError.badRequest({ groupIds: 'Send a list of content group ids.' });
    }
    const groups = contentGroupRepository(db, companyId);
    for (const id of ids) {
      const group = await groups.find(id);
      if (!group) throw AppError.badRequest({ groupIds: `Unknown content group ${id}.` });
      if (group.type !== GroupType.NORMAL) {
        throw AppError.badRequest({
          groupIds: `${group.name} fills itself; choose a normal group.`,
        });
      }
    }
    return ids;
  }

  return {
    get,

    /** Refuses group ids `create`/`update` would refuse, for callers that write files first. */
    async checkGroupIds(companyId: string, value: unknown): Promise<void> {
      await checkedGroupIds(companyId, value);
    },

    async list(companyId: string, query: ContentListQuery) {
      const { total, items } = await contentRepository(db, companyId).list(query);
      const groups = await groupMembership(db, companyId).groupIdsOf(items.map((c) => c.id));
      return { total, items: items.map((c) => ({ ...c, groupIds: groups.get(c.id) ?? [] })) };
    },

    /** 420 when the company already holds `maxContent` contents. */
    async create(companyId: string, body: unknown): Promise<ContentRecord> {
      const input = parseContentInput(body);
      const groupIds = await checkedGroupIds(companyId, (body as { groupIds?: unknown }).groupIds);
      const id = newElementId();
      await withTenant(db, companyId, async (trx) => {
        const contents = contentRepository(trx, companyId);
        if ((await contents.count()) >= (await maxContentOf(trx, companyId))) {
          throw new AppError(Status.companyMaxContents);
        }
        await contents.insert(id, input, clock.now(), trx);
        if (groupIds) await groupMembership(trx, companyId).setGroups(id, groupIds, trx);
        await createSearchIndex({ db: trx }).refresh(companyId, [id]);
        // Webhooks: a content made unpublished is news only once it is published.
        if (input.isPublished) {
          await recordContentEvent(trx, companyId, id, 'content.published', clock.now());
        }
      });
      return get(companyId, id);
    },

    async update(companyId: string, id: string, body: unknown): Promise<ContentRecord> {
      const current = await get(companyId, id);
      const input = parseContentInput(body, inputOf(current));
      const groupIds = await checkedGroupIds(companyId, (body as { groupIds?: unknown }).groupIds);
      await withTenant(db, companyId, async (trx) => {
        await contentRepository(trx, companyId).update(id, input, clock.now(), trx);
        if (groupIds) await groupMembership(trx, companyId).setGroups(id, groupIds, trx);
        await createSearchIndex({ db: trx }).refresh(companyId, [id]);
        const type = input.isPublished && !current.isPublished ? 'published' : 'updated';
        await recordContentEvent(trx, companyId, id, `content.${type}`, clock.now());
      });
      return get(companyId, id);
    },

    /**
     * Points a content at the files the content-file service stored (`columns`), with the
     * fields of `body` if sent and `isPublished` if given, in one transaction with the search
     * index and the webhook event, by the rule of `create` and `update`: `content.published`
     * when it becomes published, else `content.updated`, except for a new content (`isNew`)
     * that stays a draft.
     */
    async attachFile(
      companyId: string,
      id: string,
      file: {
        columns: Record<string, unknown>;
        body?: unknown;
        isPublished?: boolean;
        isNew?: boolean;
      },
    ): Promise<void> {
      const current = await get(companyId, id);
      const input = file.body === undefined ? null : parseContentInput(file.body, inputOf(current));
      const groupIds = input
        ? await checkedGroupIds(companyId, (file.body as { groupIds?: unknown }).groupIds)
        : undefined;
      const isPublished = file.isPublished ?? input?.isPublished ?? current.isPublished;
      await withTenant(db, companyId, async (trx) => {
        const contents = contentRepository(trx, companyId);
        if (input) await contents.update(id, input, clock.now(), trx);
        if (groupIds) await groupMembership(trx, companyId).setGroups(id, groupIds, trx);
        await contents.setFile(
          id,
          { ...file.columns, is_published: isPublished },
          clock.now(),
          trx,
        );
        // The old file's text no longer describes the content; the text job writes the new one.
        await trx('content_texts').where({ company_id: companyId, content_id: id }).delete();
        await createSearchIndex({ db: trx }).refresh(companyId, [id]);
        const isNews = isPublished && !current.isPublished;
        if (isNews || !file.isNew) {
          const type = isNews ? 'published' : 'updated';
          await recordContentEvent(trx, companyId, id, `content.${type}`, clock.now());
        }
      });
    },

    /** Deletes the tenant's contents among `ids`; other ids are ignored. Returns the count. */
    async remove(companyId: string, ids: string[]): Promise<number> {
      const valid = ids.filter(isElementId);
      return withTenant(db, companyId, async (trx) => {
        const contents = contentRepository(trx, companyId);
        const own = await contents.existing(valid);
        await createSearchIndex({ db: trx }).remove(companyId, own);
        return contents.remove(own);
      });
    },

    /** `PUT /api/admin/contents/bulk`: one action over many contents, all or nothing. */
    async bulk(companyId: string, body: unknown): Promise<{ ids: string[] }> {
      const { ids, action, groupId } = (body ?? {}) as Record<string, unknown>;
      if (!Array.isArray(ids) || ids.length === 0 || ids.length > 1000 || !ids.every(isElementId)) {
        throw AppError.badRequest({ ids: 'Send 1 to 1000 content ids.' });
      }
      if (!['publish', 'unpublish', 'delete', 'add-to-group'].includes(action as string)) {
        throw AppError.badRequest({ action: 'Use publish, unpublish, delete or add-to-group.' });
      }
      const groupIds =
        action === 'add-to-group'
          ? await checkedGroupIds(companyId, typeof groupId === 'string' ? [groupId] : null)
          : [];
      return withTenant(db, companyId, async (trx) => {
        const contents = contentRepository(trx, companyId);
        const own = await contents.existing(ids as string[]);
        const index = createSearchIndex({ db: trx });
        if (action === 'delete') {
          await index.remove(companyId, own);
          await contents.remove(own);
          return { ids: own };
        }
        if (action === 'add-to-group') {
          await groupMembership(trx, companyId).addToGroup((groupIds ?? [])[0], own, trx);
        } else {
          const isPublish = action === 'publish';
          // Only the contents this action publishes are news (ones already published are not).
          const newly = isPublish
            ? ((await trx('contents')
                .where({ company_id: companyId, is_published: false })
                .whereIn('id', own)
                .pluck('id')) as string[])
            : [];
          await contents.setPublished(own, isPublish, clock.now());
          for (const id of newly) {
            await recordContentEvent(trx, companyId, id, 'content.published', clock.now());
          }
        }
        await index.refresh(companyId, own);
        return { ids: own };
      });
    },
  };
}

/** Contents as an admin manages them: every call checks the scope's content policy first. */
export function createContentService(deps: ContentServiceDeps) {
  const contents = createTenantContents(deps);
  const tenantOf = (scope: AdminScope) => policy.managedContent(scope).id;
  type Call<T = object> = { scope: AdminScope } & T;
  return {
    get: ({ scope, id }: Call<{ id: string }>) => contents.get(tenantOf(scope), id),
    list: ({ scope, query }: Call<{ query: ContentListQuery }>) =>
      contents.list(tenantOf(scope), query),
    create: ({ scope, input }: Call<{ input: unknown }>) => contents.create(tenantOf(scope), input),
    update: ({ scope, id, input }: Call<{ id: string; input: unknown }>) =>
      contents.update(tenantOf(scope), id, input),
    remove: ({ scope, ids }: Call<{ ids: string[] }>) => contents.remove(tenantOf(scope), ids),
    bulk: ({ scope, input }: Call<{ input: unknown }>) => contents.bulk(tenantOf(scope), input),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
