export interface CardFields {
  cardNumber: string;
  cardExpire: string;
  securityCode: string;
  holderName: string;
  email: string;
}

/** A card form before anything is typed. */
export const emptyCard: CardFields = {
  cardNumber: '',
  cardExpire: '',
  securityCode: '',
  holderName: '',
  email: '',
};

export type CardErrors = Partial<Record<keyof CardFields, string>>;

/**
 * Spec 001 §5's card checks, as translation keys: 10-16 digits, an MM/YY expiry with a month of
 * 01-12 not in the past, a 3 or 4 digit code, a holder name under 51 characters.
 */
export function checkCardFields(fields: CardFields, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  if (!/^\d{10,16}$/.test(fields.cardNumber.replace(/[\s-]/g, ''))) {
    errors.cardNumber = 'card.invalidNumber';
  }
  const expiry = /^(\d{2})\/(\d{2})$/.exec(fields.cardExpire.trim());
  if (!expiry) errors.cardExpire = 'card.invalidExpiry';
  else {
    const month = Number(expiry[1]);
    const year = 2000 + Number(expiry[2]);
    if (month < 1 || month > 12) errors.cardExpire = 'card.month';
    else if (year * 12 + month - 1 < now.getFullYear() * 12 + now.getMonth()) {
      errors.cardExpire = 'card.expired';
    }
  }
  if (!/^\d{3,4}$/.test(fields.securityCode)) errors.securityCode = 'card.invalidCode';
  if (fields.holderName.length > 50) errors.holderName = 'card.holderTooLong';
  if (fields.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.email)) {
    errors.email = 'validate.email';
  }
  return errors;
}
