import type { DepositOrder } from '@src/contract/deposit';

/** The query parameter that names the order on a wait screen. */
export const ORDER_PARAM = 'orderNo';

/** The order's wait screen (spec 2.2 route of its channel kind), naming it in the query string. */
export function waitScreenPath(order: Pick<DepositOrder, 'waitScreen' | 'orderNo'>): string {
  return `/mine/${order.waitScreen}?${new URLSearchParams({ [ORDER_PARAM]: order.orderNo }).toString()}`;
}
