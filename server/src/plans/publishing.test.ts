import { describe, expect, it } from 'vitest';
import type { PaymentMode } from '@hondana/schemas/contracts';
import { AppError } from '../errors';
import { assertPublishable } from './publishing';

const paid = { isPublished: true, price: 55_000, discountPrice: null };
const modeOf = (mode: PaymentMode) => async () => mode;

describe('assertPublishable', () => {
  it('refuses a published paid plan where payments are not set up: 843 on isPublished', async () => {
    const refusal = await assertPublishable(paid, modeOf('none')).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 843,
      fieldErrors: { isPublished: expect.stringContaining('Settings → Payment') },
    });
  });

  it('lets it through in test mode and in live mode', async () => {
    await expect(assertPublishable(paid, modeOf('test'))).resolves.toBeUndefined();
    await expect(assertPublishable(paid, modeOf('live'))).resolves.toBeUndefined();
  });

  it('never asks for a draft or a plan that charges nothing', async () => {
    const never = async (): Promise<PaymentMode> => {
      throw new Error('the mode was asked for');
    };
    await assertPublishable({ ...paid, isPublished: false }, never);
    await assertPublishable({ ...paid, price: 0 }, never);
    await assertPublishable({ ...paid, discountPrice: 0 }, never);
  });
});
