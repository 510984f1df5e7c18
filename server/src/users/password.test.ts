import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  SCRYPT_CONCURRENCY,
  hashPassword,
  hashPasswordDigest,
  needsRehash,
  passwordDigest,
  scryptLoad,
  verifyPassword,
  verifyPasswordDigest,
} from './password';

describe('password hashing', () => {
  it('writes a PHC-style scrypt string and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse', 10);
    expect(hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(await verifyPassword('correct horse', 'not-a-hash')).toBe(false);
  });

  it('uses N = 2^17 by default', async () => {
    const hash = await hashPassword('pw');
    expect(hash.startsWith('$scrypt$ln=17,r=8,p=1$')).toBe(true);
    expect(await verifyPassword('pw', hash)).toBe(true);
    expect(needsRehash(hash)).toBe(false);
  });
});

describe('client digests', () => {
  it('is the lowercase hex SHA-256 of the NFC password', () => {
    // "é" composed (NFC) and decomposed (NFD) are the same password.
    const nfc = 'caf\u00e9';
    const expected = createHash('sha256').update(nfc, 'utf8').digest('hex');
    expect(passwordDigest(nfc)).toBe(expected);
    expect(passwordDigest('cafe\u0301')).toBe(expected);
  });

  it('verifies the digest the reader sends against a hash of the plain password', async () => {
    const hash = await hashPassword('パスワード-1', 10);
    const digest = passwordDigest('パスワード-1');
    expect(await verifyPasswordDigest(digest, hash)).toBe(true);
    expect(await verifyPasswordDigest(digest.toUpperCase(), hash)).toBe(true);
    expect(await verifyPasswordDigest(passwordDigest('パスワード-2'), hash)).toBe(false);
    // The plain password is not a digest: sending it instead never signs in.
    expect(await verifyPasswordDigest('パスワード-1', hash)).toBe(false);
    expect(await verifyPassword('x', await hashPasswordDigest(passwordDigest('x'), 10))).toBe(true);
  });

  it('asks for a rehash below the production cost', async () => {
    expect(needsRehash(await hashPassword('pw', 14))).toBe(true);
    expect(needsRehash(await hashPassword('pw', 10), 10)).toBe(false);
    expect(needsRehash('garbage')).toBe(true);
  });
});

describe('scrypt concurrency', () => {
  it('runs at most two scrypt calls at once however many sign-ins arrive together', async () => {
    expect(SCRYPT_CONCURRENCY).toBe(2);
    const hash = await hashPassword('correct horse', 13);
    let maxRunning = 0;
    let maxWaiting = 0;
    const sample = setInterval(() => {
      maxRunning = Math.max(maxRunning, scryptLoad().running);
      maxWaiting = Math.max(maxWaiting, scryptLoad().waiting);
    }, 1);
    const tries = Array.from({ length: 16 }, () => verifyPassword('wrong', hash));
    maxWaiting = Math.max(maxWaiting, scryptLoad().waiting);
    maxRunning = Math.max(maxRunning, scryptLoad().running);
    expect(await Promise.all(tries)).toEqual(Array(16).fill(false));
    clearInterval(sample);
    expect(maxRunning).toBe(SCRYPT_CONCURRENCY);
    expect(maxWaiting).toBeGreaterThanOrEqual(16 - SCRYPT_CONCURRENCY);
    expect(scryptLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
