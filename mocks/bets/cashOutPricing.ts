import { Code } from '@src/contract';
import { CASH_OUT_CODES, CASH_OUT_MESSAGES, type CashOutRefusal } from '@src/contract/cashOut';
import { ApiError } from '../http/apiError';
import type { BetTables, LegRow, TicketRow } from './betTables';
import type { CashOutTables } from './cashOutTables';
import { cashOutValue, type CashOutValue } from './cashOutValue';
import type { MarketSource } from './marketSource';

/** A ticket as cash-out sees it at this moment. */
export interface CashOutState {
  row: TicketRow;
  legs: LegRow[];
  openStakeFen: bigint;
  cashedOutFen: bigint;
  cashedOutStakeFen: bigint;
  /** Each leg's current price (null: settled, or its market suspended). */
  prices: (string | null)[];
  value: CashOutValue;
}

/** The refusal as the envelope answers it: its code, its Chinese message and `{reason}`. */
export function cashOutRefused(reason: CashOutRefusal): ApiError {
  return new ApiError(CASH_OUT_CODES[reason], CASH_OUT_MESSAGES[reason], { reason });
}

/** Reads a ticket's open stake and its value at the current prices (cashOutValue.ts). */
export class CashOutPricing {
  constructor(
    private readonly bets: BetTables,
    private readonly tables: CashOutTables,
    private readonly markets: MarketSource,
  ) {}

  /** The member's ticket (6004 for another member's or an unknown one). */
  ownTicket(memberId: number, ticketId: string): TicketRow {
    const row = this.bets.ticket.get(ticketId);
    if (!row || row.member_id !== memberId) throw new ApiError(Code.NotFound, '注单不存在');
    return row;
  }

  state(row: TicketRow): CashOutState {
    const legs = this.bets.legs.all(row.ticket_id);
    const cashed = this.tables.totals(row.ticket_id);
    const openStakeFen = BigInt(row.stake_fen) - cashed.stake;
    const prices = legs.map((leg) => {
      if (leg.outcome !== null) return null;
      const quote = this.markets.quote(leg.odds_id);
      return quote?.open && quote.price !== '' ? quote.price : null;
    });
    const base = {
      row,
      legs,
      openStakeFen,
      cashedOutFen: cashed.amount,
      cashedOutStakeFen: cashed.stake,
      prices,
    };
    const refusal = eligibility(row);
    if (refusal) return { ...base, value: { kind: 'none', reason: refusal } };
    const value = cashOutValue(
      openStakeFen,
      legs.map((leg, i) => ({
        placedPrice: leg.price,
        outcome: leg.outcome,
        currentPrice: prices[i] ?? null,
      })),
    );
    return { ...base, value };
  }
}

/** Open singles and parlays only: a settled (or cashed-out) ticket is final, a held one not accepted yet. */
function eligibility(row: TicketRow): CashOutRefusal | null {
  if (row.status === 'settled' || row.status === 'rejected') return 'bet_settled';
  if (row.status !== 'accepted' || row.type === 'system') return 'not_available';
  return null;
}
