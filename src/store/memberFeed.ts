import type { Observable } from 'rxjs';
import type { TicketEvent } from '@src/contract';

/**
 * The member's side of the feed socket (src/contract/bet.ts): the socket's handshake carries the member
 * token, so it must reconnect when the member logs in or out to join (or leave) the member room.
 */
export interface MemberFeed {
  /** `ticket` events of the member room. */
  ticketEvents$: Observable<TicketEvent>;
  /** Reconnects the feed socket; the handshake reads the current token again. */
  reconnect(): void;
}
