import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { addressBucket } from './clientAddress';
import { counterKey, createLockout } from './lockout';
import { createSignInThrottle } from './throttle';

/**
 * Failures on one account from all sources within the lockout window after which the account
 * is rationed (one password check per `ACCOUNT_SLOT_MS`, else 429) rather than blocked.
 */
export const ACCOUNT_RATION_AFTER = 20;

/** One password sign-in attempt: which counters it touches. */
export interface SignInAttempt {
  /** `reader:<company id>` or `staff`: the accounts the identifier names. */
  realm: string;
  /** What the visitor typed (e-mail or username), known account or not. */
  identifier: string;
  /** The caller's address as the trusted proxies report it (`req.ip`). */
  clientAddress: string | undefined;
}

/**
 * The protections of every password sign-in (readers and staff), in one order:
 * 1. per-address throttle: 30 failures per 5 minutes from one address → 429;
 * 2. lockout per (account, source address): 5 failures → 425 for 30 minutes, to that source
 *    only, so a stranger typing wrong passwords cannot lock the real user out (spec 001 §8);
 * 3. per account across all sources: past `ACCOUNT_RATION_AFTER` failures the account gets one
 *    password check per slot (429 otherwise), which slows a guesser spread over many
 *    addresses without ever locking the account.
 */
export function createSignInGuard(ctx: { db: Knex; clock: Clock }) {
  const sourceLockout = createLockout(ctx);
  const accountFailures = createLockout(ctx, { maxFailures: ACCOUNT_RATION_AFTER });
  const throttle = createSignInThrottle(ctx);
  const accountRealm = (attempt: SignInAttempt) => `${attempt.realm}#account`;
  const sourceOf = (attempt: SignInAttempt) => addressBucket(attempt.clientAddress);

  return {
    /** Before the password is checked: 429 (address budget, rationed account) or 425. */
    async admit(attempt: SignInAttempt): Promise<void> {
      const source = sourceOf(attempt);
      await throttle.reserve(source);
      if (await sourceLockout.isBlocked(attempt.realm, attempt.identifier, source)) {
        throw new AppError(Status.accountBlocked);
      }
      if (await accountFailures.isBlocked(accountRealm(attempt), attempt.identifier)) {
        await throttle.reserveAccountSlot(counterKey([attempt.realm, attempt.identifier]));
      }
    },

    /** Counts a wrong password or unknown account: the error to answer with (421 or 425). */
    async failed(attempt: SignInAttempt): Promise<AppError> {
      const isBlocked = await sourceLockout.recordFailure(
        attempt.realm,
        attempt.identifier,
        sourceOf(attempt),
      );
      await accountFailures.recordFailure(accountRealm(attempt), attempt.identifier);
      return new AppError(isBlocked ? Status.accountBlocked : Status.wrongCredentials);
    },

    /**
     * The right password: this source's count is forgotten and the address gets its slot back.
     * The account-wide count stays, so a spread-out guesser cannot reset it with one success.
     */
    async succeeded(attempt: SignInAttempt): Promise<void> {
      const source = sourceOf(attempt);
      await sourceLockout.clear(attempt.realm, attempt.identifier, source);
      await throttle.release(source);
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
