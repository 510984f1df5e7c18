import { describe, expect, it } from 'vitest';
import { resolveSettings } from '@hondana/schemas';
import type { PublicSettings } from '@hondana/schemas';
import type { ShellRenderer } from './render';
import { FIRST_PAINTS_PER_SECOND, shellResponses } from './responses';

const settings = {
  banner: resolveSettings('banner', {}),
  header: resolveSettings('header', {}),
  company: resolveSettings('company', {}),
  layout: resolveSettings('layout', {}),
} as unknown as PublicSettings;
const published = { settings, paymentMode: 'none' as const };
const phone = { isMobile: true, mayHaveSession: false, languages: ['ja'] };

/** A renderer that says whether it painted, and counts its first paints. */
function countingRenderer() {
  const painted: string[] = [];
  const renderer: ShellRenderer = {
    assetsVersion: () => 'v1',
    render: (_config, _firstPaint, paint) => {
      if (paint) painted.push(paint.location);
      return { html: paint ? `painted ${paint.location}` : 'bare', csp: '' };
    },
  };
  return { renderer, painted };
}

const text = (response: { body: Buffer }) => response.body.toString('utf8');

describe('shell responses', () => {
  it('renders a first paint once per address and request kind, then answers from memory', () => {
    const { renderer, painted } = countingRenderer();
    const shells = shellResponses(renderer, () => 0);
    for (let i = 0; i < 3; i += 1) shells(null, published, '/', 'search', phone);
    shells(null, published, '/', 'search', { ...phone, isMobile: false });
    expect(painted).toEqual(['/search', '/search']);
  });

  it('stops painting new addresses beyond its budget per second and serves the bare shell', () => {
    const { renderer, painted } = countingRenderer();
    let clock = 0;
    const shells = shellResponses(renderer, () => clock);
    const answers = Array.from({ length: FIRST_PAINTS_PER_SECOND * 3 }, (_, i) =>
      text(shells(null, published, '/', `group${i}`, phone)),
    );
    expect(painted).toHaveLength(FIRST_PAINTS_PER_SECOND);
    expect(answers.at(-1)).toBe('bare');
    // An address painted before is still answered painted, from memory.
    expect(text(shells(null, published, '/', 'group0', phone))).toBe('painted /group0');
    clock += 1000;
    expect(text(shells(null, published, '/', 'group-next', phone))).toBe('painted /group-next');
  });
});
