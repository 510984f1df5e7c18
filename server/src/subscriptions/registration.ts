import { AppError } from '../errors';

export interface Registration {
  subscriptionPlanId: string;
  couponCode: string | null;
  updateContentGroup: boolean;
}

/** The body of `/subscription-plan/user/register` (camelCase), or a 400 naming the fields. */
export function parseRegistration(input: unknown): Registration {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  const { subscriptionPlanId, couponCode, updateContentGroup } = body;
  const errors: Record<string, string> = {};
  if (
    typeof subscriptionPlanId !== 'string' ||
    !subscriptionPlanId ||
    subscriptionPlanId.length > 36
  ) {
    errors.subscriptionPlanId = 'Choose a plan.';
  }
  const isCouponOk =
    couponCode === undefined ||
    couponCode === null ||
    (typeof couponCode === 'string' && couponCode.length <= 64);
  if (!isCouponOk) errors.couponCode = 'Send the coupon code as text.';
  if (updateContentGroup !== undefined && typeof updateContentGroup !== 'boolean') {
    errors.updateContentGroup = 'Send true or false.';
  }
  if (Object.keys(errors).length) throw AppError.badRequest(errors);
  return {
    subscriptionPlanId: subscriptionPlanId as string,
    couponCode: typeof couponCode === 'string' && couponCode.trim() ? couponCode.trim() : null,
    updateContentGroup: updateContentGroup === true,
  };
}
