import { describe, expect, it } from 'vitest';
import { connectionsToShed } from './connectionShare';

describe('connectionsToShed', () => {
  it('closes what a worker holds over the even share', () => {
    expect(connectionsToShed(100, 100, 2)).toBe(50);
    expect(connectionsToShed(70, 100, 2)).toBe(20);
  });

  it('lets a worker keep a little over its share (5 %, at least one connection)', () => {
    expect(connectionsToShed(53, 100, 2)).toBe(0);
    expect(connectionsToShed(54, 100, 2)).toBe(4);
    expect(connectionsToShed(3, 4, 2)).toBe(0);
    expect(connectionsToShed(4, 4, 2)).toBe(2);
  });

  it('closes nothing in a single process or with fewer connections than workers', () => {
    expect(connectionsToShed(100, 100, 1)).toBe(0);
    expect(connectionsToShed(1, 1, 2)).toBe(0);
  });

  it('rounds the share up for an odd total', () => {
    expect(connectionsToShed(265, 501, 2)).toBe(14);
    expect(connectionsToShed(264, 501, 2)).toBe(0);
  });
});
