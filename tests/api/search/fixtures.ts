import { createSearchIndex } from '../../../server/src/content/searchIndex';
import { newElementId } from '../../../server/src/content/ids';
import type { TestApp, Who } from '../../support/app';

export interface ContentSeed {
  title: string;
  author?: string;
  keywords?: string;
  description?: string;
  param1?: string;
  distributorName?: string;
  publishedDate?: string;
  updatedAt?: string;
  isPublished?: boolean;
  /** Extracted text (content_texts). */
  text?: string;
  groupIds?: string[];
}

/**
 * Writes contents straight into the tables content-server owns and refreshes the index the way
 * its service does, so these tests exercise search alone.
 */
export async function addContent(
  t: TestApp,
  companyId: string,
  seed: ContentSeed,
): Promise<string> {
  const id = newElementId();
  const at = seed.updatedAt ?? t.clock.now().toISOString();
  await t.db('contents').insert({
    id,
    company_id: companyId,
    title: seed.title,
    author: seed.author ?? '',
    keywords: seed.keywords ?? '',
    description: seed.description ?? '',
    param1: seed.param1 ?? '',
    distributor_name: seed.distributorName ?? '',
    is_published: seed.isPublished ?? true,
    published_date: seed.publishedDate ? new Date(seed.publishedDate).toISOString() : null,
    created_at: at,
    updated_at: at,
  });
  if (seed.text) {
    await t
      .db('content_texts')
      .insert({ content_id: id, company_id: companyId, text: seed.text, updated_at: at });
  }
  for (const [ordinal, groupId] of (seed.groupIds ?? []).entries()) {
    await t
      .db('content_group_items')
      .insert({ company_id: companyId, content_group_id: groupId, content_id: id, ordinal });
  }
  await createSearchIndex({ db: t.db }).refresh(companyId, [id]);
  return id;
}

export async function addGroup(
  t: TestApp,
  companyId: string,
  name: string,
  isPublic = true,
): Promise<string> {
  const id = newElementId();
  const at = t.clock.now().toISOString();
  await t.db('content_groups').insert({
    id,
    company_id: companyId,
    name,
    is_public: isPublic,
    created_at: at,
    updated_at: at,
  });
  return id;
}

/** Saves one settings kind as the tenant's admin (which also refreshes the public cache). */
export async function saveSettings(t: TestApp, who: Who, kind: string, data: unknown) {
  const admin = await t.login(who);
  await admin.put(`/api/admin/settings/${kind}`).send({ data }).expect(200);
}

/** The ids of a v1 page answer, in order. */
export function idsOf(res: { body: { data: { content: { id: string }[] } } }): string[] {
  return res.body.data.content.map((item) => item.id);
}
