import { describe, expect, it } from 'vitest';
import { linkTarget } from './linkTarget';

describe('linkTarget', () => {
  it('opens external links in a new window', () => {
    expect(linkTarget('EXTERNAL', 'https://example.com/a')).toEqual({
      kind: 'newWindow',
      href: 'https://example.com/a',
    });
    expect(linkTarget('EXTERNAL_LINK', 'https://example.com')).toMatchObject({ kind: 'newWindow' });
  });

  it('navigates internal paths inside the app', () => {
    expect(linkTarget('INTERNAL', '/search')).toEqual({ kind: 'router', to: '/search' });
    expect(linkTarget('INTERNAL_LINK', 'profile')).toEqual({ kind: 'router', to: '/profile' });
  });

  it('keeps an internal absolute URL in the same window', () => {
    expect(linkTarget('INTERNAL', 'https://example.com/x')).toEqual({
      kind: 'sameWindow',
      href: 'https://example.com/x',
    });
  });

  it('never produces a scripting URL or an empty link', () => {
    expect(linkTarget('EXTERNAL', 'javascript:alert(1)')).toEqual({ kind: 'none' });
    expect(linkTarget('INTERNAL', ' JavaScript:alert(1)')).toEqual({ kind: 'none' });
    expect(linkTarget('INTERNAL', 'data:text/html,x')).toEqual({ kind: 'none' });
    expect(linkTarget('INTERNAL', '')).toEqual({ kind: 'none' });
  });
});
