import type { Observable } from 'rxjs';
import type { TicketEvent } from '@src/contract';
import type { DepositEvent } from '@src/contract/deposit';

/**
 * The member's side of the feed socket (src/contract/bet.ts, deposit.ts): the socket's handshake carries the member
 * token, so it must reconnect when the member logs in or out to join (or leave) the member room.
 */
export interface MemberFeed {
  /** `ticket` events of the member room. */
  ticketEvents$: Observable<TicketEvent>;
  /** `deposit` events of the member room: a deposit order's new state (src/contract/deposit.ts). */
  depositEvents$: Observable<DepositEvent>;
  /** Reconnects the feed socket; the handshake reads the current token again. */
  reconnect(): void;
}
