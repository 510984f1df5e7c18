import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

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
  });
});
