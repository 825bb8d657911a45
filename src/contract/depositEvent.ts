/**
 * The feed-socket event of a member's deposit order, pushed to the member's room on every state change. Kept
 * apart from deposit.ts and free of zod: the socket transports every visitor loads read it (src/store/
 * browserTransports.ts), and must not bring the deposit calls' schemas with them.
 */
export const DEPOSIT_EVENT = 'deposit';

/** The states of a deposit order; see the state machine in deposit.ts. */
export const DEPOSIT_ORDER_STATES = ['pending', 'paid', 'expired', 'cancelled', 'review'] as const;
export type DepositOrderState = (typeof DEPOSIT_ORDER_STATES)[number];

/** An order number: `D` and digits (the server makes them; the client only echoes them). */
export const DEPOSIT_ORDER_NO = /^D\d{8,30}$/;

export interface DepositEvent {
  orderNo: string;
  state: DepositOrderState;
}

/** A `deposit` event as the server sent it, or null when it is not one. */
export function toDepositEvent(message: unknown): DepositEvent | null {
  if (typeof message !== 'object' || message === null) return null;
  const { orderNo, state } = message as Record<string, unknown>;
  if (typeof orderNo !== 'string' || !DEPOSIT_ORDER_NO.test(orderNo)) return null;
  if (!DEPOSIT_ORDER_STATES.some((known) => known === state)) return null;
  return { orderNo, state: state as DepositOrderState };
}
