import { createHash, randomUUID } from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import { Code, fenToMoney, moneyToFen, type TicketEvent } from '@src/contract';
import {
  CASH_OUT_QUOTE_TTL_MS,
  type CashOutAcceptRequest,
  type CashOutOffer,
  type CashOutQuote,
  type CashOutResult,
} from '@src/contract/cashOut';
import { ApiError } from '../http/apiError';
import type { Ledger } from '../ledger';
import type { BetTables } from './betTables';
import { AutoCashOut } from './autoCashOut';
import { payCashOut } from './cashOutPayout';
import { CashOutPricing, cashOutRefused, type CashOutState } from './cashOutPricing';
import { CashOutTables } from './cashOutTables';
import { stakeForAmount } from './cashOutValue';
import type { MarketSource } from './marketSource';

export interface CashOutServiceDeps {
  tables: BetTables;
  ledger: Ledger;
  markets: MarketSource;
  clock: () => number;
  notify: (memberId: number, event: TicketEvent) => void;
}

/** How long a quote is kept after it expired: a late accept is told it expired rather than that it is unknown. */
const QUOTE_KEPT_MS = 10 * 60 * 1000;

interface QuoteRow {
  quote_id: string;
  ticket_id: string;
  member_id: number;
  open_stake_fen: number;
  value_fen: number;
  prices: string;
  expires_at: number;
  used: number;
}

interface CashOutRow {
  request_hash: string;
  ticket_id: string;
  stake_fen: number;
  amount_fen: number;
  full: number;
}

/**
 * Cash-out (提前结算, issue 12): offers at the current prices, quotes valid CASH_OUT_QUOTE_TTL_MS, and their
 * acceptance exactly once under the member's idempotency key, refused when the quote expired or was used, a price
 * moved or a market suspended since, or the ticket settled. Automatic rules are autoCashOut.ts.
 */
export class CashOutService {
  readonly auto: AutoCashOut;
  private readonly pricing: CashOutPricing;
  private readonly stmt: {
    insertQuote: Statement<[string, string, number, bigint, bigint, string, number, number]>;
    quote: Statement<[string], QuoteRow>;
    useQuote: Statement<[string]>;
    pruneQuotes: Statement<[number]>;
    cashOut: Statement<[number, string], CashOutRow>;
    rule: Statement<[string], { target_fen: number }>;
  };

  constructor(private readonly deps: CashOutServiceDeps) {
    const { db } = deps.tables;
    this.pricing = new CashOutPricing(deps.tables, new CashOutTables(db), deps.markets);
    this.auto = new AutoCashOut({
      ...deps,
      pricing: this.pricing,
      offer: (row) => this.offerOf(this.pricing.state(row)),
    });
    this.stmt = {
      insertQuote: db.prepare(
        `INSERT INTO cash_out_quotes (quote_id, ticket_id, member_id, open_stake_fen, value_fen, prices, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      quote: db.prepare('SELECT * FROM cash_out_quotes WHERE quote_id = ?'),
      useQuote: db.prepare('UPDATE cash_out_quotes SET used = 1 WHERE quote_id = ?'),
      pruneQuotes: db.prepare('DELETE FROM cash_out_quotes WHERE expires_at < ?'),
      cashOut: db.prepare(
        'SELECT request_hash, ticket_id, stake_fen, amount_fen, full FROM cash_outs WHERE member_id = ? AND idempotency_key = ?',
      ),
      rule: db.prepare('SELECT target_fen FROM cash_out_rules WHERE ticket_id = ?'),
    };
  }

  /** The live offers of the member's tickets among the ids asked for (others' ids are left out). */
  offers(memberId: number, ticketIds: readonly string[]): CashOutOffer[] {
    return [...new Set(ticketIds)].flatMap((ticketId) => {
      const row = this.deps.tables.ticket.get(ticketId);
      return row && row.member_id === memberId ? [this.offerOf(this.pricing.state(row))] : [];
    });
  }

  /** A quote for the whole open stake, valid CASH_OUT_QUOTE_TTL_MS; refused with the reason when there is none. */
  quote(memberId: number, ticketId: string): CashOutQuote {
    const state = this.pricing.state(this.pricing.ownTicket(memberId, ticketId));
    if (state.value.kind === 'none') throw cashOutRefused(state.value.reason);
    const now = this.deps.clock();
    // Quotes expired long ago are dropped, so the table holds only recent ones.
    this.stmt.pruneQuotes.run(now - QUOTE_KEPT_MS);
    const quoteId = randomUUID();
    const expiresAt = now + CASH_OUT_QUOTE_TTL_MS;
    this.stmt.insertQuote.run(
      quoteId,
      ticketId,
      memberId,
      state.openStakeFen,
      state.value.valueFen,
      JSON.stringify(state.prices),
      now,
      expiresAt,
    );
    return {
      quoteId,
      ticket_id: ticketId,
      value: fenToMoney(state.value.valueFen),
      openStake: fenToMoney(state.openStakeFen),
      expiresAt,
    };
  }

  /**
   * Accepts a quote, in full or for `amount`: one SQLite transaction holds the idempotency check, the checks
   * against this moment's prices, the record, the payout and the ticket's change. The same key and body answer
   * the first result again and pay nothing more; the same key with another body is 6009. A refusal records
   * nothing, so the key may be used again with a new quote.
   */
  accept(memberId: number, request: CashOutAcceptRequest): CashOutResult {
    const { tables, ledger, clock } = this.deps;
    const requestHash = createHash('sha256')
      .update(JSON.stringify([request.quoteId, request.amount ?? null]))
      .digest('hex');
    const result = tables.db
      .transaction(() => {
        const previous = this.stmt.cashOut.get(memberId, request.idempotencyKey);
        if (previous) {
          if (previous.request_hash !== requestHash)
            throw new ApiError(Code.DataExists, '幂等键已用于另一笔提前结算');
          return {
            ticketId: previous.ticket_id,
            stake: BigInt(previous.stake_fen),
            amount: BigInt(previous.amount_fen),
            full: previous.full === 1,
            paid: false,
          };
        }
        const quote = this.stmt.quote.get(request.quoteId);
        if (!quote || quote.member_id !== memberId) throw new ApiError(Code.NotFound, '报价不存在');
        const state = this.pricing.state(this.pricing.ownTicket(memberId, quote.ticket_id));
        if (state.row.status !== 'accepted') throw cashOutRefused('bet_settled');
        if (quote.used === 1 || state.openStakeFen !== BigInt(quote.open_stake_fen))
          throw cashOutRefused('quote_used');
        if (clock() > quote.expires_at) throw cashOutRefused('quote_expired');
        if (state.value.kind === 'none') throw cashOutRefused(state.value.reason);
        if (!samePrices(JSON.parse(quote.prices) as (string | null)[], state.prices))
          throw cashOutRefused('price_changed');

        const value = BigInt(quote.value_fen);
        const amount = request.amount === undefined ? value : moneyToFen(request.amount);
        if (amount > value) throw cashOutRefused('amount_too_large');
        const stake =
          amount === value ? state.openStakeFen : stakeForAmount(amount, state.openStakeFen, value);
        if (stake === null) throw cashOutRefused('amount_too_large');
        this.stmt.useQuote.run(quote.quote_id);
        payCashOut(
          tables,
          ledger,
          state,
          {
            memberId,
            idempotencyKey: request.idempotencyKey,
            requestHash,
            quoteId: quote.quote_id,
            kind: 'manual',
            stakeFen: stake,
            amountFen: amount,
          },
          clock(),
        );
        return {
          ticketId: state.row.ticket_id,
          stake,
          amount,
          full: stake === state.openStakeFen,
          paid: true,
        };
      })
      .immediate();
    if (result.paid && result.full)
      this.deps.notify(memberId, { ticket_id: result.ticketId, status: 'settled' });
    const open = this.pricing.state(this.pricing.ownTicket(memberId, result.ticketId)).openStakeFen;
    return {
      ticket_id: result.ticketId,
      amount: fenToMoney(result.amount),
      stake: fenToMoney(result.stake),
      openStake: fenToMoney(result.full ? 0n : open),
      full: result.full,
    };
  }

  private offerOf(state: CashOutState): CashOutOffer {
    const rule = this.stmt.rule.get(state.row.ticket_id);
    const open = state.row.status === 'settled' ? 0n : state.openStakeFen;
    return {
      ticket_id: state.row.ticket_id,
      openStake: fenToMoney(open < 0n ? 0n : open),
      cashedOut: fenToMoney(state.cashedOutFen),
      cashedOutStake: fenToMoney(state.cashedOutStakeFen),
      value: state.value.kind === 'offer' ? fenToMoney(state.value.valueFen) : null,
      unavailable: state.value.kind === 'none' ? state.value.reason : null,
      autoTarget: rule && state.row.status === 'accepted' ? fenToMoney(rule.target_fen) : null,
    };
  }
}

function samePrices(quoted: readonly (string | null)[], current: readonly (string | null)[]): boolean {
  return quoted.length === current.length && quoted.every((price, i) => price === current[i]);
}
