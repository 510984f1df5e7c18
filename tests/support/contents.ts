import { groupMembership } from '../../server/src/content/groups/membership';
import { contentGroupRepository } from '../../server/src/content/groups/repository';
import type { ContentGroup, ContentGroupInput } from '../../server/src/content/groupTypes';
import { defaultGroupInput } from '../../server/src/content/groups/validate';
import { newElementId } from '../../server/src/content/ids';
import { contentRepository } from '../../server/src/content/repository';
import type { Content, ContentInput } from '../../server/src/content/types';
import { emptyContentInput } from '../../server/src/content/validate';
import { createSearchIndex } from '../../server/src/content/searchIndex';
import type { TestApp } from './app';

let serial = 0;

/**
 * A content of `companyId`, written straight to the database (no maxContent check, so tests
 * can build large libraries) and indexed for search. `groupIds` puts it in normal groups;
 * `columns` sets file and text columns that only uploads write (fileName, textStatus …).
 */
export async function createContent(
  t: TestApp,
  companyId: string,
  fields: Partial<ContentInput> & { groupIds?: string[]; columns?: Record<string, unknown> } = {},
): Promise<Content> {
  const { groupIds = [], columns, ...input } = fields;
  const id = newElementId();
  const contents = contentRepository(t.db, companyId);
  // Distinct timestamps keep "newest first" orders deterministic.
  const at = new Date(t.clock.now().getTime() + serial++);
  await contents.insert(id, { ...emptyContentInput, title: `Content ${serial}`, ...input }, at);
  if (columns) await t.db('contents').where({ id }).update(columns);
  if (groupIds.length) await groupMembership(t.db, companyId).setGroups(id, groupIds);
  await createSearchIndex({ db: t.db }).refresh(companyId, [id]);
  return (await contents.find(id)) as Content;
}

/** A content group of `companyId` (normal and public unless told otherwise). */
export async function createGroup(
  t: TestApp,
  companyId: string,
  fields: Partial<ContentGroupInput> = {},
): Promise<ContentGroup> {
  const id = newElementId();
  const groups = contentGroupRepository(t.db, companyId);
  await groups.insert(
    id,
    { ...defaultGroupInput, name: `Group ${serial++}`, ...fields },
    t.clock.now(),
  );
  return (await groups.find(id)) as ContentGroup;
}

/** Removes every content and group of the two fixture tenants (between tests). */
export async function clearContents(t: TestApp): Promise<void> {
  for (const companyId of [t.fixtures.sakura.id, t.fixtures.aozora.id]) {
    const ids = (await t.db('contents').where({ company_id: companyId }).select('id')).map(
      (r) => r.id as string,
    );
    await createSearchIndex({ db: t.db }).remove(companyId, ids);
    await t.db('contents').where({ company_id: companyId }).delete();
    await t.db('content_groups').where({ company_id: companyId }).delete();
  }
}

/** Sets the tenant's content limit (fixtures start with 10). */
export async function setMaxContent(t: TestApp, companyId: string, maxContent: number) {
  await t.db('companies').where({ id: companyId }).update({ max_content: maxContent });
}
