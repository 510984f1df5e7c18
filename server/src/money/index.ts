export { priceCharge, withTax, TAX_RATE_PERCENT, TAX_ROUNDING } from './charge';
export type { Charge, ChargeInput } from './charge';
export { refundShare } from './refund';
export type { RefundShare } from './refund';
export { addDays, daysToMonths, periodEnd, DAYS_PER_MONTH } from './periods';
export type { DurationType } from './periods';
export { divide, roundings } from './rounding';
export type { Rounding } from './rounding';
