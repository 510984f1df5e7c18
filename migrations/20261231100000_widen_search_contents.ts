import type { Knex } from 'knex';
import { TENANT_POLICY_CHECK } from './tenantWall';

/**
 * PostgreSQL: `search_contents` (20261230100100) also carries what a search filters and sorts
 * by, so a search reads `contents` through the view alone. Joined back to `contents` by id, it
 * fetched every match twice: a word in 4 % of 1,000,000 titles cost 40,000 look-ups before the
 * first page (docs/performance/history.md, "Search at 1,000,000"). The old columns keep their
 * places (CREATE OR REPLACE VIEW may only add columns at the end). A column a search comes to
 * read later must be added here as well.
 */
const OLD = `id, company_id, title, author, keywords, description, toc, param1, param2, param3, param4,
  param5, distributor_name`;
const ADDED = `type, distributor, is_published, published_date, created_at, updated_at`;

export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  await knex.raw(
    `create or replace view search_contents as select ${OLD}, ${ADDED}
       from contents where ${TENANT_POLICY_CHECK}`,
  );
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  await knex.raw('drop view search_contents');
  await knex.raw(
    `create view search_contents as select ${OLD} from contents where ${TENANT_POLICY_CHECK}`,
  );
}
