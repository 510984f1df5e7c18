import { describe, expect, it } from 'vitest';
import { passwordHash } from './passwordHash';

// sha256 of the UTF-8 bytes of NFC 'パスワードが1', computed outside the app.
const EXPECTED = 'b6dc9095bf2b99216d87202a3847d9c30f8ee0ad96acd3ab9c472876fc40f1d0';

describe('passwordHash', () => {
  it('is the hex SHA-256 of the NFC form, so both spellings of が match', async () => {
    const composed = 'パスワードが1';
    expect(await passwordHash(composed)).toBe(EXPECTED);
    expect(await passwordHash(composed.normalize('NFD'))).toBe(EXPECTED);
  });
});
