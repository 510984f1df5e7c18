import { describe, expect, it } from 'vitest';
import { resolveSettings } from './defaults';
import { requireSettingsKind } from './registry';
import { isBilingualTextSchema, isBlankText, textIn } from './texts';

describe('textIn', () => {
  it("picks the reader's language and falls back to the other", () => {
    expect(textIn({ ja: '閲覧する', en: 'View' }, 'en')).toBe('View');
    expect(textIn({ ja: '閲覧する', en: 'View' }, 'ja')).toBe('閲覧する');
    expect(textIn({ ja: '閲覧する', en: '' }, 'en')).toBe('閲覧する');
    expect(textIn({ en: 'View' }, 'ja')).toBe('View');
  });

  it('reads a plain string (older documents) as both languages', () => {
    expect(textIn('Sakura', 'ja')).toBe('Sakura');
    expect(textIn(undefined, 'en')).toBe('');
  });
});

describe('the expanded schema', () => {
  const footer = requireSettingsKind('footer').schema;
  const label = footer.properties!.links.items!.properties!.label;

  it('gives each language the length limit of the text', () => {
    expect(isBilingualTextSchema(label)).toBe(true);
    expect(label.properties!.ja).toEqual({ type: 'string', maxLength: 64 });
    expect(label.minLength).toBe(1);
  });

  it('keeps stored plain strings and bilingual objects on read', () => {
    const links = [
      { id: 'a', label: 'About', url: '/a' },
      { id: 'b', label: { en: 'FAQ' }, url: '/f' },
    ];
    const resolved = resolveSettings('footer', { copyRight: '© S', links });
    expect(resolved.copyRight).toBe('© S');
    expect(resolved.links.map((link) => link.label)).toEqual(['About', { en: 'FAQ' }]);
  });

  it('tells a blank text in every language', () => {
    expect(isBlankText({ ja: ' ', en: '\u3000' })).toBe(true);
    expect(isBlankText({ ja: '', en: 'x' })).toBe(false);
  });
});
