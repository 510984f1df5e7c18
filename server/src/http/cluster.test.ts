import { describe, expect, it } from 'vitest';
import { serverV8Flags, withServerV8Flags } from './cluster';

describe('withServerV8Flags', () => {
  it("adds the server's V8 flags to a worker's arguments", () => {
    expect(withServerV8Flags(['--enable-source-maps'])).toEqual([
      '--enable-source-maps',
      ...serverV8Flags,
    ]);
  });

  it('adds each flag once when the primary already runs with it', () => {
    expect(withServerV8Flags(serverV8Flags)).toEqual(serverV8Flags);
  });
});
