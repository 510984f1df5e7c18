import type { FailureCode } from '../gateway';
import type { Scenario } from './cards';
import { failures } from './cards';

export interface Decision {
  status: 'succeeded' | 'authorised' | 'failed' | 'pending' | 'requires_action';
  failureCode?: FailureCode;
  threeDs?: 'required' | 'attempted';
}

/**
 * What the card network answers for a test card: `isStoredCard` is a charge of a saved card
 * (a renewal), `isOffSession` one made without the reader present (no challenge possible).
 */
export function decide(
  scenario: Scenario,
  {
    isCapture,
    isStoredCard,
    isOffSession,
  }: { isCapture: boolean; isStoredCard: boolean; isOffSession: boolean },
): Decision {
  const paid: Decision = { status: isCapture ? 'succeeded' : 'authorised' };
  const failure = failures[scenario];
  if (failure) return { status: 'failed', failureCode: failure };
  switch (scenario) {
    case 'fails_on_renewal':
      return isStoredCard ? { status: 'failed', failureCode: 'card_declined' } : paid;
    case 'three_ds_required':
      return isOffSession
        ? { status: 'failed', failureCode: 'authentication_required', threeDs: 'required' }
        : { status: 'requires_action', threeDs: 'required' };
    case 'three_ds_setup':
      // Stripe's "authenticate unless set up": once kept, its off-session charges go through.
      if (isStoredCard) return paid;
      return isOffSession
        ? { status: 'failed', failureCode: 'authentication_required', threeDs: 'required' }
        : { status: 'requires_action', threeDs: 'required' };
    case 'three_ds_attempted':
      return { ...paid, threeDs: 'attempted' };
    case 'pending_success':
    case 'pending_failure':
      return { status: 'pending' };
    default:
      return paid;
  }
}

/** How a pending charge of `scenario` settles. */
export function settlement(scenario: string, isCapture: boolean): Decision {
  return scenario === 'pending_failure'
    ? { status: 'failed', failureCode: 'card_declined' }
    : { status: isCapture ? 'succeeded' : 'authorised' };
}
