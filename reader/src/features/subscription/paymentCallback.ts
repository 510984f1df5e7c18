/** Session-storage key of the page to go back to from a failed payment (spec 000 §3, "callback URL"). */
export const PAYMENT_CALLBACK_KEY = 'hondana.paymentCallbackUrl';
