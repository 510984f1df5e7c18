import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { registerProcessMetrics } from './process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A gauge's value in the registry's text format. */
async function value(registry: Registry, name: string): Promise<number> {
  const line = (await registry.metrics()).split('\n').find((l) => l.startsWith(`${name} `));
  return Number(line?.split(' ')[1]);
}

describe('process metrics', () => {
  it('shows a blocked event loop in the scrape that follows it, then a new window', async () => {
    const registry = new Registry();
    registerProcessMetrics(registry);
    await sleep(50);
    await registry.metrics(); // the window starts here
    await sleep(30);
    const blockedUntil = Date.now() + 80;
    while (Date.now() < blockedUntil); // the loop is held for 80 ms
    await sleep(30);
    expect(await value(registry, 'nodejs_eventloop_lag_max_seconds')).toBeGreaterThan(0.05);
    await sleep(50);
    // The next window saw no block.
    expect(await value(registry, 'nodejs_eventloop_lag_max_seconds')).toBeLessThan(0.05);
    expect(await value(registry, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});
