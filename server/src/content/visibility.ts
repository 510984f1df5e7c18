import type { Knex } from 'knex';
import { GroupType, typeOfSpecialGroup } from './groupTypes';
import { seesEverything } from './access';
import type { Viewer } from './access';

/**
 * The contents a viewer may see (docs/decisions.md, "Who sees which content"): unpublished
 * contents are never listed; a signed-in reader sees every published content of the tenant; an
 * anonymous visitor only contents of a public group (a normal group holding it, or a public
 * new / popular / recommend group matching its type). Search uses the same rule.
 */
export async function visibleContents(db: Knex, viewer: Viewer): Promise<ContentQuery> {
  const { companyId } = viewer;
  const isPerson = seesEverything(viewer);
  const publicTypes = isPerson ? [] : await publicSpecialTypes(db, companyId);
  return () => {
    const query = db('contents')
      .where('contents.company_id', companyId)
      .where('contents.is_published', true);
    return isPerson ? query : onlyPublic(db, companyId, query, publicTypes);
  };
}

/** A fresh query builder each call (a builder is a thenable, so it is never returned bare). */
export type ContentQuery = () => Knex.QueryBuilder;

function onlyPublic(db: Knex, companyId: string, query: Knex.QueryBuilder, publicTypes: string[]) {
  return query.where((w) => {
    w.whereExists(
      db('content_group_items as i')
        .join('content_groups as g', 'g.id', 'i.content_group_id')
        .where('i.company_id', companyId)
        .where('g.company_id', companyId)
        .where('g.is_public', true)
        .where('g.type', GroupType.NORMAL)
        .whereRaw('i.content_id = contents.id')
        .select(db.raw('1')),
    );
    if (publicTypes.length) w.orWhereIn('contents.type', publicTypes);
  });
}

/** Content types listed by the tenant's public special groups (4 new, 5 popular, 6 recommend). */
async function publicSpecialTypes(db: Knex, companyId: string): Promise<string[]> {
  const rows = await db('content_groups')
    .where({ company_id: companyId, is_public: true })
    .whereIn('type', [GroupType.NEW, GroupType.POPULAR, GroupType.RECOMMEND])
    .select('type');
  return rows.map((row: { type: number }) => typeOfSpecialGroup[Number(row.type)] as string);
}
