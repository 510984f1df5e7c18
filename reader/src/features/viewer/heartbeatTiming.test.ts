import { describe, expect, it } from 'vitest';
import { nextHeartbeatDelay, retryDelay } from './heartbeatTiming';

const now = Date.parse('2026-11-23T10:00:00Z');
const inMinutes = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

describe('nextHeartbeatDelay', () => {
  it("keeps the server's interval while the token has plenty of life", () => {
    expect(nextHeartbeatDelay({ intervalMs: 200_000, expiresAt: inMinutes(10), now })).toBe(
      200_000,
    );
  });

  it('beats before half the remaining life has passed when the interval would be too late', () => {
    expect(nextHeartbeatDelay({ intervalMs: 200_000, expiresAt: inMinutes(4), now })).toBe(120_000);
  });

  it('never beats more often than every 5 s, even for an expired or unreadable expiry', () => {
    expect(nextHeartbeatDelay({ intervalMs: 200_000, expiresAt: inMinutes(-1), now })).toBe(5_000);
    expect(nextHeartbeatDelay({ intervalMs: 200_000, expiresAt: 'soon', now })).toBe(200_000);
  });
});

describe('retryDelay', () => {
  it('backs off from 5 s and stops growing at a minute', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000,
    ]);
  });
});
