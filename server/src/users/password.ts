import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import pLimit from 'p-limit';

/** Production cost: N = 2^17, r = 8, p = 1 (about 128 MiB and a few hundred ms per hash). */
export const DEFAULT_LOG_N = 17;
const KEY_LENGTH = 32;
const DIGEST = /^[0-9a-f]{64}$/;

/**
 * scrypt calls running at once in this process. Each takes 128 MiB at the production cost and
 * the libuv pool would run four, so 16 parallel sign-ins took the process from 388 to 900 MB;
 * two (one per core) bound that to 256 MiB, and the rest wait their turn.
 */
export const SCRYPT_CONCURRENCY = 2;
const scryptSlots = pLimit(SCRYPT_CONCURRENCY);

/** How many scrypt calls run and wait now (tests check the bound). */
export function scryptLoad(): { running: number; waiting: number } {
  return { running: scryptSlots.activeCount, waiting: scryptSlots.pendingCount };
}

/**
 * What the reader sends as `password_hash` (contracts.md §6): the lowercase hex SHA-256 of the
 * NFC-normalised password. Every stored hash is scrypt over this digest, so the server never
 * needs the plain password and all sign-in paths verify the same way.
 */
export function passwordDigest(password: string): string {
  return createHash('sha256').update(password.normalize('NFC'), 'utf8').digest('hex');
}

/** True for a well-formed client digest (64 hex characters, either case). */
export function isPasswordDigest(value: unknown): value is string {
  return typeof value === 'string' && DIGEST.test(value.toLowerCase());
}

/**
 * Hashes a password into a PHC-style string `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64,
 * no padding). The parameters travel with the hash, so raising the cost later keeps old
 * hashes verifiable; tests pass a lower `logN` to stay fast.
 */
export function hashPassword(password: string, logN = DEFAULT_LOG_N): Promise<string> {
  return hashPasswordDigest(passwordDigest(password), logN);
}

/** Like `hashPassword`, for a digest the client already computed. */
export async function hashPasswordDigest(digest: string, logN = DEFAULT_LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(digest.toLowerCase(), salt, logN, 8, 1);
  return `$scrypt$ln=${logN},r=8,p=1$${b64(salt)}$${b64(key)}`;
}

export function verifyPassword(password: string, phc: string): Promise<boolean> {
  return verifyPasswordDigest(passwordDigest(password), phc);
}

/** Checks the client's `password_hash` against a stored hash; a malformed digest never matches. */
export async function verifyPasswordDigest(digest: string, phc: string): Promise<boolean> {
  const parsed = parse(phc);
  if (!parsed || !isPasswordDigest(digest)) return false;
  const key = await derive(digest.toLowerCase(), parsed.salt, parsed.logN, parsed.r, parsed.p);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** True when the stored hash is cheaper than `logN` (imports use ln=14): rehash at sign-in. */
export function needsRehash(phc: string, logN = DEFAULT_LOG_N): boolean {
  const parsed = parse(phc);
  return !parsed || parsed.logN < logN;
}

function derive(secret: string, salt: Buffer, logN: number, r: number, p: number) {
  const N = 2 ** logN;
  return scryptSlots(() => deriveNow(secret, salt, N, r, p));
}

function deriveNow(secret: string, salt: Buffer, N: number, r: number, p: number) {
  return new Promise<Buffer>((resolve, reject) => {
    // scrypt needs 128 * N * r bytes; node's default cap (32 MiB) is below the production cost.
    const maxmem = 128 * N * r * p + 16 * 1024 * 1024;
    scrypt(secret, salt, KEY_LENGTH, { N, r, p, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

function parse(phc: string) {
  const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(
    phc,
  );
  if (!match) return null;
  const [, logN, r, p, salt, hash] = match;
  return {
    logN: Number(logN),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64'),
    hash: Buffer.from(hash, 'base64'),
  };
}

function b64(buffer: Buffer): string {
  return buffer.toString('base64').replace(/=+$/, '');
}
