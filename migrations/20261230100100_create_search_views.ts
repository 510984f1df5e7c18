import type { Knex } from 'knex';
import { TENANT_POLICY_CHECK } from './tenantWall';

/**
 * PostgreSQL: search matches text through two views that carry the tenant wall's own condition
 * (tenantWall.ts). Under a row-level security policy, PostgreSQL never sends a non-leakproof
 * operator such as ILIKE to an index (it must not see rows the policy hides first), so the
 * pg_trgm GIN indexes went unused: a 40,000-book tenant's text search took 2.5 s instead of
 * 2 ms. A view's condition is an ordinary one, which the planner combines with ILIKE on the
 * index; the view reads as its owner, so the policy does not apply again, and its condition
 * shows the same rows the policy would (docs/operations.md, "Row-level security").
 */
const COLUMNS = [
  'title',
  'author',
  'keywords',
  'description',
  'toc',
  'param1',
  'param2',
  'param3',
  'param4',
  'param5',
  'distributor_name',
];

export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  await knex.raw(
    `create view search_contents as select id, company_id, ${COLUMNS.join(', ')}
       from contents where ${TENANT_POLICY_CHECK}`,
  );
  await knex.raw(
    `create view search_content_texts as select content_id, company_id, text
       from content_texts where ${TENANT_POLICY_CHECK}`,
  );
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  await knex.raw('drop view search_content_texts');
  await knex.raw('drop view search_contents');
}
