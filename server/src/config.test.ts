import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('WEB_CONCURRENCY', () => {
  it('runs one process unless told, a number of them, or one per core for auto', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '3' }).workers).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: '0' }).workers).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: 'auto' }).workers).toBe(availableParallelism());
    expect(() => loadConfig({ WEB_CONCURRENCY: 'many' })).toThrow(/WEB_CONCURRENCY/);
  });
});

describe('METRICS_TOKEN', () => {
  it('is the bearer token of GET /metrics; unset or blank leaves it to loopback callers', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: '  ' }).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: ' s3cret ' }).metricsToken).toBe('s3cret');
  });
});
