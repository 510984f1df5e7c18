import { describe, expect, it } from 'vitest';
import { ConfigError, linkBaseUrl, loadConfig } from './config';

describe('PUBLIC_URL', () => {
  it('is required in production, with a message that says why and how', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL must be set when NODE_ENV=production.*PUBLIC_URL=https:\/\//,
    );
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://library.example/' });
    expect(config.publicUrl).toBe('https://library.example');
  });

  it('falls back to this machine in development, and refuses what is not a plain http(s) URL', () => {
    expect(linkBaseUrl(loadConfig({ PORT: '8080' }))).toBe('http://localhost:8080');
    for (const bad of ['library.example', 'ftp://library.example', 'https://a.example/?x=1']) {
      expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL must be/);
    }
  });
});
