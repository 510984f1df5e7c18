import { describe, expect, it } from 'vitest';
import { SHORT_GRAM_COLUMNS } from '../../../../migrations/shortGrams';
import { INDEXED_COLUMNS } from '../searchIndex';
import { ALL_FIELDS } from './fields';

// The searchable columns are written in three places, each frozen by what a migration built:
// the search boxes' columns (here), PostgreSQL's short-word index and SQLite's FTS5 table.
// A column added to one must reach the others through a new migration.
describe('the searchable columns', () => {
  it("are the ones PostgreSQL's short-word index holds", () => {
    expect([...ALL_FIELDS.columns].sort()).toEqual([...SHORT_GRAM_COLUMNS].sort());
  });

  it("are the ones SQLite's FTS5 table holds, with the extracted text", () => {
    expect([...ALL_FIELDS.columns, 'text'].sort()).toEqual([...INDEXED_COLUMNS].sort());
  });
});
