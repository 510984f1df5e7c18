import { AppError } from '../errors';

export interface ConfirmInput {
  orderId: string;
  couponCode: string | null;
  /** The gateway's one-time card token; absent when the reader's stored card pays. */
  token: string | null;
  /** Where the browser comes back after a 3-D Secure challenge (same origin only). */
  returnUrl: string | null;
}

type Body = Record<string, unknown>;

/**
 * The body of `/veritrans/confirm-order` (camelCase): spec 001 §3's `order_id` and
 * `coupon_code`, plus the card order's `token`, `redirect_url`, `card_holder_name` and
 * `card_holder_email` (checked, not stored). `origin` is the reader's own site.
 */
export function parseConfirm(input: unknown, origin: string): ConfirmInput {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Body;
  const errors: Record<string, string> = {};
  const text = (key: string, max: number, message: string) => {
    const value = body[key];
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string' || value.length > max) {
      errors[key] = message;
      return null;
    }
    return value.trim() || null;
  };
  const orderId = text('orderId', 36, 'Send the order id.');
  if (!orderId && !errors.orderId) errors.orderId = 'Send the order id.';
  const couponCode = text('couponCode', 64, 'Send the coupon code as text.');
  const token = text('token', 200, 'Send the card token as text.');
  text('cardHolderName', 50, 'The holder name is under 51 characters.');
  const email = text('cardHolderEmail', 255, 'Enter a valid e-mail address.');
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    errors.cardHolderEmail = 'Enter a valid e-mail address.';
  }
  const returnUrl = sameOrigin(
    text('redirectUrl', 2000, 'Send a URL of this site.'),
    origin,
    errors,
  );
  if (Object.keys(errors).length) throw AppError.badRequest(errors);
  return { orderId: orderId as string, couponCode, token, returnUrl };
}

/** A return URL of the reader's own site only, so no one sends a reader elsewhere. */
function sameOrigin(value: string | null, origin: string, errors: Record<string, string>) {
  if (!value) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin === new URL(origin).origin && !value.startsWith('//')) return url.toString();
  } catch {
    // Not a URL at all: the same answer as another site's.
  }
  errors.redirectUrl = 'Send a URL of this site.';
  return null;
}
