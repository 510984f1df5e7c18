import type { OrderConfirmation } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { presentOrder, presentSubscription } from '../subscriptions';

/** The answer to a confirm: the order and its subscription as they stand now. */
export async function presentConfirmation(
  db: Knex,
  orderId: string,
  result: 'OK' | 'REQUIRES_ACTION',
  redirectUrl: string | null,
): Promise<OrderConfirmation> {
  const order = presentOrder(await db('orders').where({ id: orderId }).first());
  const subscription = await db('subscriptions as s')
    .join('subscription_plans as p', 'p.id', 's.plan_id')
    .leftJoin('subscription_plans as np', 'np.id', 's.next_plan_id')
    .where('s.id', order.subscriptionId)
    .first('s.*', 'p.name as plan_name', 'np.name as next_plan_name');
  return {
    result,
    redirectUrl,
    order,
    subscription: presentSubscription(subscription, order),
  };
}
