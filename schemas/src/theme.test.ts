import { describe, expect, it } from 'vitest';
import type { PublicSettings } from '../types/index';
import { resolveSettings } from './defaults';
import { publicKindIds } from './kinds';
import { themeVariableNames, themeVariables } from './theme';

function defaults(): PublicSettings {
  return Object.fromEntries(publicKindIds.map((kind) => [kind, resolveSettings(kind)])) as never;
}

describe('themeVariables', () => {
  it('returns every documented variable for resolved settings', () => {
    const variables = themeVariables(defaults());
    expect(Object.keys(variables)).toEqual(themeVariableNames);
    expect(variables['--hd-margin-left']).toBe('40px');
    expect(variables['--hd-input-border']).toBe('#4caf50');
  });

  it('documents each variable in the module comment the reader relies on', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(new URL('./theme.ts', import.meta.url), 'utf8');
    const header = source.slice(0, source.indexOf('*/'));
    for (const name of themeVariableNames) expect(header).toContain(name);
  });

  it('follows the settings', () => {
    const settings = defaults();
    settings.header.backgroundColor = '#123456';
    settings.body.fontSize = 18;
    const variables = themeVariables(settings);
    expect(variables['--hd-header-bg']).toBe('#123456');
    expect(variables['--hd-font-size']).toBe('18px');
  });

  it('leaves out malformed or missing values from a draft', () => {
    const settings = defaults();
    settings.header.color = 'red;}</style><script>';
    delete (settings as Partial<PublicSettings>).footer;
    const variables = themeVariables(settings);
    expect(variables).not.toHaveProperty('--hd-header-fg');
    expect(variables).not.toHaveProperty('--hd-footer-bg');
    expect(variables['--hd-header-bg']).toBeDefined();
  });
});
