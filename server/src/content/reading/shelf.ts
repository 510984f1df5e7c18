import type { Knex } from 'knex';
import { placeholders, quickRows } from '../../db/quickReads';
import type { Content } from '../types';
import type { ContentGroup } from '../groupTypes';
import { GroupType, isPersonalGroup, typeOfSpecialGroup } from '../groupTypes';
import { fromRow } from '../rows';
import type { Page } from '@hondana/schemas/contracts';
import type { Paging } from '../../db/paging';
import { pageNumberOf } from '../../db/paging';
import type { ContentOrder } from '../sorting';
import { applyOrder } from '../sorting';

/**
 * The parts of the reader's group lists that are the same for every reader of a tenant
 * (catalogueCache.ts keeps them per catalogue version). Personal groups (favourites, history)
 * are not here: they are the reader's own and computed per request.
 *
 * Every reader who may open a non-personal group sees all of its published contents: signed
 * in, every published content is visible; anonymous, only public groups open, and whatever a
 * public normal group holds, or a public special group lists, is visible (visibility.ts). So
 * a group's total and first page do not depend on the viewer.
 */

/** Published contents per non-personal group, in a fixed number of queries whatever the count
 * of groups: memberships counted from the index, minus unpublished members. */
export async function groupTotals(
  db: Knex,
  companyId: string,
  groups: ContentGroup[],
): Promise<Map<string, number>> {
  const members = await db('content_group_items')
    .where('company_id', companyId)
    .groupBy('content_group_id')
    .select('content_group_id as id', db.raw('count(*) as n'));
  const unpublished = await db('contents')
    .join('content_group_items as gi', 'gi.content_id', 'contents.id')
    .where('contents.company_id', companyId)
    .where('contents.is_published', false)
    .where('gi.company_id', companyId)
    .groupBy('gi.content_group_id')
    .select('gi.content_group_id as id', db.raw('count(*) as n'));
  const byType = await db('contents')
    .where('company_id', companyId)
    .where('is_published', true)
    .whereIn('type', Object.values(typeOfSpecialGroup) as string[])
    .groupBy('type')
    .select('type as id', db.raw('count(*) as n'));
  const count = (rows: { id: string; n: number | string }[]) =>
    new Map(rows.map((row) => [row.id, Number(row.n)]));
  const memberCounts = count(members);
  const unpublishedCounts = count(unpublished);
  const typeCounts = count(byType);
  const totals = new Map<string, number>();
  for (const group of groups) {
    if (isPersonalGroup(group.type)) continue;
    totals.set(
      group.id,
      group.type === GroupType.NORMAL
        ? (memberCounts.get(group.id) ?? 0) - (unpublishedCounts.get(group.id) ?? 0)
        : (typeCounts.get(typeOfSpecialGroup[group.type] ?? '-') ?? 0),
    );
  }
  return totals;
}

/** The published contents of a non-personal group, ordered (callers add offset and limit). */
export function groupContents(
  db: Knex,
  companyId: string,
  group: ContentGroup,
  order: ContentOrder,
): Knex.QueryBuilder {
  const query = db('contents')
    .select('contents.*')
    .where('contents.company_id', companyId)
    .where('contents.is_published', true);
  if (group.type === GroupType.NORMAL) {
    query
      .join('content_group_items as gi', 'gi.content_id', 'contents.id')
      .where({ 'gi.company_id': companyId, 'gi.content_group_id': group.id });
  } else {
    query.where('contents.type', typeOfSpecialGroup[group.type] ?? '-');
  }
  return applyOrder(query, order);
}

/**
 * The ids of a group's first LEADING_IDS contents in `order`: the pages readers open (a page
 * of a large group otherwise walks the tenant's contents in order up to its offset).
 */
export const LEADING_IDS = 1000;

export async function leadingIds(
  db: Knex,
  companyId: string,
  group: ContentGroup,
  order: ContentOrder,
): Promise<string[]> {
  const query = groupContents(db, companyId, group, order).clearSelect().limit(LEADING_IDS);
  return query.pluck('contents.id');
}

/** Whether the page `paging` lands on lies within the leading ids (or they are all the ids). */
export function isAmongLeadingIds(ids: string[], total: number, paging: Paging): boolean {
  return pageNumberOf(total, paging) * paging.size <= ids.length || ids.length >= total;
}

/**
 * A page cut from the leading ids as `pageOf` would answer it (a page beyond the end answers
 * the last one), or null when it lies beyond them.
 */
export async function pageFromIds<T>(
  db: Knex,
  companyId: string,
  ids: string[],
  total: number,
  { page, size }: Paging,
  map: (rows: Record<string, unknown>[]) => Promise<T[]>,
): Promise<Page<T> | null> {
  if (!isAmongLeadingIds(ids, total, { page, size })) return null;
  const totalPages = Math.ceil(total / size);
  const pageNumber = pageNumberOf(total, { page, size });
  const from = (pageNumber - 1) * size;
  const wanted = ids.slice(from, from + size);
  const rows = wanted.length
    ? await quickRows<Record<string, unknown> & { id: string }>(
        db,
        `select * from contents where company_id = ? and id in (${placeholders(wanted.length)})`,
        [companyId, ...wanted],
      )
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    content: await map(wanted.flatMap((id) => byId.get(id) ?? [])),
    totalElements: total,
    totalPages,
    pageNumber,
    pageSize: size,
  };
}

/** The first page (`itemSize` contents) of every non-personal group that has any. */
export async function firstPages(
  db: Knex,
  companyId: string,
  groups: ContentGroup[],
  totals: Map<string, number>,
  order: ContentOrder,
): Promise<Map<string, Content[]>> {
  const pages = new Map<string, Content[]>();
  for (const group of groups) {
    if (isPersonalGroup(group.type) || !totals.get(group.id)) continue;
    const rows = await groupContents(db, companyId, group, order).limit(group.itemSize);
    pages.set(group.id, rows.map(fromRow));
  }
  return pages;
}
