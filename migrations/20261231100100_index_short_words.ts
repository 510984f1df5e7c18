import type { Knex } from 'knex';
import { SHORT_GRAM_COLUMNS, SHORT_GRAMS_FUNCTION, shortGramsOf } from './shortGrams';

/**
 * PostgreSQL: an index for words of one or two characters in the searchable columns
 * (shortGrams.ts). Without it such a word read every content of the tenant: 1.6 s for 佐藤 on a
 * catalogue of 1,000,000 (docs/performance/history.md, "Search at 1,000,000"). Building it
 * reads every content once (about a minute per 1,000,000 on a quiet machine). The extracted
 * text has no such index: a short word there still reads every text.
 */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  const parameters = SHORT_GRAM_COLUMNS.map((column) => `${column} text`).join(', ');
  const lowered = SHORT_GRAM_COLUMNS.map((column) => `lower(${column})`).join(', ');
  // Every character (w = 1) and pair of characters (w = 2) of each column, tagged with its
  // place in the list; duplicates stay, GIN keeps each key once per row.
  await knex.raw(
    `create function ${SHORT_GRAMS_FUNCTION}(${parameters}) returns text[]
       language sql immutable parallel safe as $$
         select array(
           select f.n || ':' || substr(f.v, i, w)
             from unnest(array[${lowered}]) with ordinality f(v, n),
                  generate_series(1, length(f.v)) i, (values (1), (2)) k(w)
            where i + w - 1 <= length(f.v))
       $$`,
  );
  await knex.raw(
    `create index contents_short_grams on contents using gin (${shortGramsOf('contents')})`,
  );
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  await knex.raw('drop index if exists contents_short_grams');
  await knex.raw(`drop function if exists ${SHORT_GRAMS_FUNCTION}`);
}
