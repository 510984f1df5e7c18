import { describe, expect, it } from 'vitest';
import { codeChallengeOf, createCodeVerifier, randomText } from './providerFlow';

describe('Microsoft PKCE (spec §9)', () => {
  it('makes a 43-byte verifier in base64url', () => {
    const verifier = createCodeVerifier();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{58}$/);
    const bytes = atob(verifier.replace(/-/g, '+').replace(/_/g, '/'));
    expect(bytes).toHaveLength(43);
  });

  it('derives the S256 challenge of RFC 7636 appendix B', async () => {
    expect(await codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes 16-character state and nonce values that differ', () => {
    const [a, b] = [randomText(), randomText()];
    expect(a).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(a).not.toBe(b);
  });
});
