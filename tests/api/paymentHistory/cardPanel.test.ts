import { Status } from '@hondana/schemas/contracts';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/app';
import { cardToken, sakuraReader, useCommerceApp } from '../subscriptions/support';
import { couponPurchase } from './support';

// The reader's card panel (issue 30, item 7): the stored card with brand and expiry, its
// replacement, and its removal, refused while a subscription renews with it.

let t: TestApp;
useCommerceApp((app) => (t = app));

const cardsOf = async (userId: string) => t.db('payment_cards').where({ user_id: userId });

describe('GET and DELETE /veritrans/card', () => {
  it('shows the card and keeps it while a subscription renews: 872, the card untouched', async () => {
    const reader = await sakuraReader(t);
    await couponPurchase(t, reader);
    const shown = await reader.v1('get', '/veritrans/card').expect(200);
    expect(shown.body.data).toEqual({
      card: { last4: '4242', brand: 'visa', exp_month: 12, exp_year: 2034 },
      is_removable: false,
    });
    const refused = await reader.v1('delete', '/veritrans/card');
    expect([refused.status, refused.body.status]).toEqual([400, Status.cardInUse]);
    expect(await cardsOf(reader.id)).toHaveLength(1);

    // A subscription retrying a failed renewal charges the card too.
    await t.db('subscriptions').where({ user_id: reader.id }).update({ status: 'PAST_DUE' });
    expect((await reader.v1('delete', '/veritrans/card')).body.status).toBe(Status.cardInUse);
    expect(await cardsOf(reader.id)).toHaveLength(1);
  });

  it('removes the card once no subscription renews, and only the reader’s own', async () => {
    const reader = await sakuraReader(t);
    await couponPurchase(t, reader);
    const other = await sakuraReader(t);
    await couponPurchase(t, other, { planName: 'Other plan', couponCode: 'OTHER10' });
    const subscription = await t.db('subscriptions').where({ user_id: reader.id }).first();
    await reader.v1('delete', `/subscription-plan/user/cancel/registered/${subscription.id}`);
    const shown = await reader.v1('get', '/veritrans/card').expect(200);
    expect(shown.body.data.is_removable).toBe(true);

    const [kept] = await cardsOf(reader.id);
    const removed = await reader.v1('delete', '/veritrans/card').expect(200);
    expect(removed.body.data).toEqual({ card: null, is_removable: false });
    expect(await cardsOf(reader.id)).toHaveLength(0);
    // Gone at the gateway too, not only in our books; the other reader's stays.
    expect(await t.db('sandbox_cards').where({ id: kept.card_id })).toEqual([]);
    const [otherCard] = await cardsOf(other.id);
    expect(await t.db('sandbox_cards').where({ id: otherCard.card_id })).toHaveLength(1);
    expect((await reader.v1('get', '/veritrans/card').expect(200)).body.data.card).toBeNull();
    expect(await cardsOf(other.id)).toHaveLength(1);
    // Removing what is not there is not an error: the reader's wish already holds.
    await reader.v1('delete', '/veritrans/card').expect(200);
  });

  it('replaces the card at any time through the gateway’s tokenisation', async () => {
    const reader = await sakuraReader(t);
    await couponPurchase(t, reader);
    const token = await cardToken(t, '4000000000000341');
    const replaced = await reader.v1('post', '/veritrans/add-card').send({ token }).expect(200);
    expect(replaced.body.data.card).toMatchObject({ last4: '0341', brand: 'visa' });
    const shown = await reader.v1('get', '/veritrans/card').expect(200);
    expect(shown.body.data.card.last4).toBe('0341');
    expect(await cardsOf(reader.id)).toHaveLength(1);
  });
});
