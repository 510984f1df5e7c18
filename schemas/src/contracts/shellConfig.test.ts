import { describe, expect, it } from 'vitest';
import { parseShellConfig, ShellConfigError, toScriptJson } from './shellConfig';

const config = {
  tenant: {
    id: 't1',
    name: 'Acme',
    domainType: 'PATH',
    domain: null,
    path: 'acme',
    accountType: 'EMAIL',
  },
  basePath: '/acme/',
  apiBase: '/api/v1',
  settings: {
    newInformation: { isShow: true, title: 'News', html: '<p>a</p></script><script>x()</script>' },
    header: { title: 'A & B <C> \u2028 line' },
  },
  preview: false,
  notFound: false,
  paymentMode: 'test',
};

describe('toScriptJson', () => {
  it('never lets a closing script tag or comment opener through', () => {
    const text = toScriptJson(config);
    expect(text).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('round-trips through parseShellConfig unchanged', () => {
    expect(parseShellConfig(toScriptJson(config))).toEqual(config);
  });
});

describe('parseShellConfig', () => {
  it('fills the optional fields and normalises the base path', () => {
    const parsed = parseShellConfig(JSON.stringify({ settings: {}, basePath: 'acme' }));
    expect(parsed).toEqual({
      tenant: null,
      basePath: '/acme/',
      apiBase: '/api/v1',
      settings: {},
      preview: false,
      notFound: false,
      paymentMode: 'none',
    });
  });

  it('reads an unknown payment mode as none (no banner, nothing sold)', () => {
    expect(parseShellConfig('{"settings":{},"paymentMode":"LIVE"}').paymentMode).toBe('none');
    expect(parseShellConfig('{"settings":{},"paymentMode":"test"}').paymentMode).toBe('test');
  });

  it('treats only a literal true as preview', () => {
    expect(parseShellConfig('{"settings":{},"preview":"true"}').preview).toBe(false);
    expect(parseShellConfig('{"settings":{},"preview":true}').preview).toBe(true);
  });

  it('rejects broken JSON and a configuration without settings', () => {
    expect(() => parseShellConfig('{')).toThrow(ShellConfigError);
    expect(() => parseShellConfig('{"settings":[]}')).toThrow(ShellConfigError);
    expect(() => parseShellConfig('null')).toThrow(ShellConfigError);
  });
});
