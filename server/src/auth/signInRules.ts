import { Status } from '@hondana/schemas/contracts';
import type { Company } from '../access/company';
import { AppError } from '../errors';

/** OPEN_TYPE tenants need no sign-in and offer none (spec 000 §1): 888, not a 500 or a 421. */
export function assertSignInOffered(company: Company): void {
  if (company.accountType === 'OPEN_TYPE') {
    throw new AppError(Status.signInMethodUnavailable, {
      message: 'This library needs no sign-in.',
    });
  }
}

/** A boolean from a JSON body: true / false, "true" / "false", 1 / 0; else `fallback`. */
export function flag(value: unknown, fallback: boolean): boolean {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  return fallback;
}
