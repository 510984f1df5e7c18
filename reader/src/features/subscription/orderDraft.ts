import type { Quote } from '@hondana/schemas/contracts';
import type { CardFields } from './cardFields';
import type { Order, Plan } from './types';

/**
 * The order between its entry and confirmation pages. Kept in memory only: card fields never go
 * to storage, so a reload of the confirmation page sends the reader back to the entry page.
 */
export interface OrderDraft {
  plan: Plan;
  order: Order;
  /** The quote the order was opened from: the figures the confirm page shows. */
  quote: Quote;
  /** Null when the stored card pays. */
  card: CardFields | null;
  storedLast4: string | null;
}

let draft: OrderDraft | null = null;

export const orderDraft = {
  get: () => draft,
  set(next: OrderDraft) {
    draft = next;
  },
  clear() {
    draft = null;
  },
};
