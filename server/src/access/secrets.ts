import { createHash, randomBytes } from 'node:crypto';

/**
 * Bearer secrets (sessions, app passwords, integration tokens, viewer and download tokens,
 * device readers, password-reset links, learning-service codes waiting for the terms): only
 * their SHA-256 is stored, so a leaked table hands out nothing, and any instance can check or
 * revoke one. 256 random bits leave nothing to guess, so no slow hash is needed.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new secret of 256 random bits, base64url, after `prefix` (which names its kind). */
export function newSecret(prefix = ''): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}
