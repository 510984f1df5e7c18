import { Status } from '@hondana/schemas/contracts';
import { AppError } from '../../errors';
import type { VerifiedIdentity } from './accounts';
import type { Claims } from './client';
import { anyMicrosoftTenant } from './providers';

/** Google: the e-mail address counts only when Google says it verified it (else 861). */
export function googleIdentity(claims: Claims): VerifiedIdentity {
  if (claims.email_verified !== true) throw new AppError(Status.noVerifiedEmail);
  return identity('google', claims, emailOf(claims.email));
}

/**
 * Microsoft: the account's organisation (`tid`) must be the tenant's configured one unless
 * that is `common` / `organizations` (887). Within one configured organisation its directory
 * vouches for the address; from any organisation the token must mark it verified
 * (`email_verified` or Microsoft's `xms_edov`), since anyone can type an address there.
 */
export function microsoftIdentity(claims: Claims, tenantId: string): VerifiedIdentity {
  const isAnyTenant = anyMicrosoftTenant.has(tenantId.toLowerCase());
  if (!isAnyTenant && String(claims.tid ?? '').toLowerCase() !== tenantId.toLowerCase()) {
    throw new AppError(Status.otherOrganisation);
  }
  const isVerified = claims.email_verified === true || claims.xms_edov === true;
  if (isAnyTenant && !isVerified) throw new AppError(Status.noVerifiedEmail);
  return identity('microsoft', claims, emailOf(claims.email ?? claims.preferred_username));
}

/**
 * The learning service: a child account never signs in (860, spec 001 §6); the service marks
 * one with the boolean claim `is_child`. An address it explicitly marks unverified is refused.
 */
export function learningIdentity(claims: Claims): VerifiedIdentity {
  if (claims.is_child === true || claims.is_child === 'true')
    throw new AppError(Status.childAccount);
  if (claims.email_verified === false) throw new AppError(Status.noVerifiedEmail);
  return identity('learning', claims, emailOf(claims.email));
}

/** Which claims of a tenant's own provider give the e-mail, the name and the user group. */
export interface ClaimMapping {
  emailClaim: string;
  nameClaim: string;
  groupClaim: string;
}

/** User group names one sign-in may bring (a group name is at most 64 characters). */
const MAX_GROUP_NAMES = 50;

/**
 * A tenant's own provider: the e-mail, name and user-group claims are the tenant's mapping
 * (top-level claim names, read as they are: a name may hold dots or be a URL). The tenant
 * chose to trust its provider's addresses; one it explicitly marks unverified is refused (861).
 * The group claim is a string or a list of strings: each is a candidate group name.
 */
export function customIdentity(
  claims: Claims,
  identityKey: string,
  mapping: ClaimMapping,
): VerifiedIdentity {
  if (claims.email_verified === false) throw new AppError(Status.noVerifiedEmail);
  const email = emailOf(claims[mapping.emailClaim]);
  const named = mapping.nameClaim ? claims[mapping.nameClaim] : undefined;
  const fullName = typeof named === 'string' ? named.trim().slice(0, 255) : nameOf(claims);
  const groups = mapping.groupClaim ? claims[mapping.groupClaim] : undefined;
  const candidates = (Array.isArray(groups) ? groups : [groups])
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    .map((name) => name.trim())
    .filter((name) => name.length <= 64)
    .slice(0, MAX_GROUP_NAMES);
  return { provider: identityKey, subject: claims.sub, email, fullName, groupNames: candidates };
}

function identity(
  provider: VerifiedIdentity['provider'],
  claims: Claims,
  email: string,
): VerifiedIdentity {
  return { provider, subject: claims.sub, email, fullName: nameOf(claims) };
}

const emailPattern = /^[^\s@]+@[^\s@]+$/;

function emailOf(value: unknown): string {
  const email = typeof value === 'string' ? value.trim() : '';
  if (!emailPattern.test(email) || email.length > 255) throw new AppError(Status.noVerifiedEmail);
  return email;
}

function nameOf(claims: Claims): string {
  const parts = [claims.given_name, claims.family_name].filter((part) => typeof part === 'string');
  const name = typeof claims.name === 'string' ? claims.name : parts.join(' ');
  return name.trim().slice(0, 255);
}
