import { describe, expect, it } from 'vitest';
import type { ContentDetailSettings } from '@hondana/schemas';
import { disclosedItems } from './disclosure';

type Item = ContentDetailSettings['itemSettings'][number];
const item = (field: Item['field']): Item => ({
  field,
  title: '',
  isShowLabel: true,
  size: 12,
  hasBox: false,
});
const items = [item('title'), item('author'), item('description'), item('param2')];
const disclosure: ContentDetailSettings['disclosure'] = {
  codeField: 'param1',
  rules: [
    { code: 'A1', fields: ['title', 'author'] },
    { code: 'D1', fields: [] },
  ],
};
const fieldsOf = (shown: Item[]) => shown.map((shownItem) => shownItem.field);

describe('disclosure rules per report code', () => {
  it('shows only the fields of the content’s report code, in the configured order', () => {
    expect(fieldsOf(disclosedItems(items, disclosure, { param1: 'a1' }))).toEqual([
      'title',
      'author',
    ]);
    expect(disclosedItems(items, disclosure, { param1: 'D1' })).toEqual([]);
  });

  it('shows every configured field when the code has no rule or the content has no code', () => {
    expect(disclosedItems(items, disclosure, { param1: 'B2' })).toEqual(items);
    expect(disclosedItems(items, disclosure, {})).toEqual(items);
  });

  it('reads the code from the configured field', () => {
    const other = { ...disclosure, codeField: 'param3' as const };
    expect(fieldsOf(disclosedItems(items, other, { param1: 'C1', param3: 'A1' }))).toEqual([
      'title',
      'author',
    ]);
  });
});
