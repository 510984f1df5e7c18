import { describe, expect, it } from 'vitest';
import { resolveSettings } from './defaults';
import { validateSettings } from './validate';

describe('resolveSettings', () => {
  it('fills every level from the schema defaults', () => {
    const layout = resolveSettings('layout');
    expect(layout.pageMarginLeft).toBe(40);
    expect(layout.sidebar.background).toMatch(/^#[0-9a-f]{6}$/);
    expect(resolveSettings('input').borderColor).toBe('#4caf50');
    expect(resolveSettings('banner')).toMatchObject({ heightBanner: 329, mobileBannerHeight: 256 });
  });

  it('keeps stored values and applies defaults inside array items', () => {
    const footer = resolveSettings('footer', {
      copyRight: '© Acme',
      links: [{ label: 'Help', url: '/help', positionLink: 'LOWER' }],
    });
    expect(footer.copyRight).toBe('© Acme');
    expect(footer.links).toEqual([
      {
        id: '',
        label: 'Help',
        url: '/help',
        typeLink: 'INTERNAL',
        positionLink: 'LOWER',
        ordinal: 0,
      },
    ]);
  });

  it('seeds useful sort options and search boxes', () => {
    const sortItems = resolveSettings('sortFields').items;
    expect(sortItems.filter((item) => item.isSortFieldDefault).map((item) => item.type)).toEqual([
      'HOME_SORT',
      'SEARCH_SORT',
    ]);
    const search = resolveSettings('search');
    const boxIds = search.boxes.map((box) => box.id);
    expect(search.tabs.flatMap((tab) => tab.searchBoxIds).every((id) => boxIds.includes(id))).toBe(
      true,
    );
  });

  it('repairs stored data that no longer fits the schema instead of throwing', () => {
    const stale = {
      color: 'blue',
      fontSize: '13',
      removedSetting: true,
      horizontalLinkPosition: 'LEFT',
      links: [
        { label: 'Kept', url: '/a', positionLink: 'GONE' },
        { label: '', url: '/b', typeLink: 'INTERNAL', positionLink: 'UPPER' },
        'not a link',
      ],
    };
    const footer = resolveSettings('footer', stale);
    expect(validateSettings('footer', footer).ok).toBe(true);
    expect(footer.color).toBe('#ffffff');
    expect(footer.fontSize).toBe(13);
    expect(footer).not.toHaveProperty('removedSetting');
    expect(footer.horizontalLinkPosition.upper).toBe('CENTER');
    expect(footer.links.map((link) => [link.label, link.positionLink])).toEqual([
      ['Kept', 'UPPER'],
    ]);
  });

  it('falls back to the defaults when a rule across fields fails', () => {
    const banner = resolveSettings('banner', { isShow: true, typeBanner: 'IMAGE', image: '' });
    expect(banner.isShow).toBe(false);
    expect(validateSettings('banner', banner).ok).toBe(true);
  });

  it.each([null, 'text', 42, []])('treats %j as nothing stored', (stored) => {
    expect(resolveSettings('header', stored)).toEqual(resolveSettings('header'));
  });

  it('does not modify what it was given', () => {
    const stored = { links: [{ label: 'A', url: '/a' }] };
    resolveSettings('header', stored);
    expect(stored).toEqual({ links: [{ label: 'A', url: '/a' }] });
  });
});
