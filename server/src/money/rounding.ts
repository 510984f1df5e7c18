/** How a fraction of a yen is settled; the mode used is stored with every order. */
export type Rounding = 'half-up' | 'floor' | 'ceil';

export const roundings: readonly Rounding[] = ['half-up', 'floor', 'ceil'];

/**
 * `numerator / denominator` rounded to a whole yen, in integer arithmetic (no float error):
 * both are non-negative safe integers and the denominator is positive.
 */
export function divide(numerator: number, denominator: number, rounding: Rounding): number {
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  if (remainder === 0) return quotient;
  switch (rounding) {
    case 'floor':
      return quotient;
    case 'ceil':
      return quotient + 1;
    case 'half-up':
      return remainder * 2 >= denominator ? quotient + 1 : quotient;
  }
}
