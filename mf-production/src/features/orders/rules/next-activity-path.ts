/** The start-activity wizard for an order's next activity (docs/domain.md#production-orders): the order goes on with it. */
export function nextActivityPath(activityId: string, orderId: string): string {
  return `/startActivity?${new URLSearchParams({ activityId, productionOrder: orderId }).toString()}`;
}
