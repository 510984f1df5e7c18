import { fieldText, Status } from '@hondana/schemas/contracts';
import type { PaymentMode } from '@hondana/schemas/contracts';
import { AppError } from '../errors';

interface PlanPrice {
  isPublished: boolean;
  price: number;
  discountPrice: number | null;
}

/**
 * A paid plan is published only where it can be sold: a tenant whose payments are not set up
 * (neither a live gateway nor test mode) gets 843 with the field error naming the way out. A
 * plan that charges nothing (price 0, or a discount price of 0) needs no gateway.
 */
export async function assertPublishable(
  plan: PlanPrice,
  mode: () => Promise<PaymentMode>,
): Promise<void> {
  const charged = plan.discountPrice ?? plan.price;
  if (!plan.isPublished || charged <= 0 || (await mode()) !== 'none') return;
  throw new AppError(Status.paymentSettingsRejected, {
    fieldErrors: { isPublished: fieldText({ key: 'paymentsNotSetUp' }) },
  });
}
