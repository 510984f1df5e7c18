/**
 * What the order pages hand to /thank-you (router state, kept across a reload of that entry):
 * only an order completed in this tab is thanked for. A typed or bookmarked /thank-you has
 * none, and the page says there is no order to show rather than "active" (issue 32).
 */
export const orderedState = { isOrdered: true } as const;

export function isOrderedState(state: unknown): boolean {
  return (state as { isOrdered?: unknown } | null)?.isOrdered === true;
}
