import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** Production cost: N = 2^17, r = 8, p = 1 (about 128 MiB and a few hundred ms per hash). */
export const DEFAULT_LOG_N = 17;
const KEY_LENGTH = 32;

/**
 * Hashes a password into a PHC-style string `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64,
 * no padding). The parameters travel with the hash, so raising the cost later keeps old
 * hashes verifiable; tests pass a lower `logN` to stay fast.
 */
export async function hashPassword(password: string, logN = DEFAULT_LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, logN, 8, 1);
  return `$scrypt$ln=${logN},r=8,p=1$${b64(salt)}$${b64(key)}`;
}

export async function verifyPassword(password: string, phc: string): Promise<boolean> {
  const parsed = parse(phc);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.logN, parsed.r, parsed.p);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

function derive(password: string, salt: Buffer, logN: number, r: number, p: number) {
  const N = 2 ** logN;
  return new Promise<Buffer>((resolve, reject) => {
    // scrypt needs 128 * N * r bytes; node's default cap (32 MiB) is below the production cost.
    const maxmem = 128 * N * r * p + 16 * 1024 * 1024;
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r, p, maxmem }, (err, key) =>
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
