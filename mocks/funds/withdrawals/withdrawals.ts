import type { Database, Statement } from 'better-sqlite3';
import { Code, fenToMoney, moneyToFen } from '@src/contract';
import { siteDay, siteMidnight } from '@src/contract/siteClock';
import {
  WITHDRAW_METHODS,
  cnyToUsdt,
  withdrawalFee,
  type UsdtQuote,
  type WithdrawInfo,
  type WithdrawMethod,
  type WithdrawMethodConfig,
  type WithdrawOrder,
  type WithdrawRequest,
  type WithdrawState,
} from '@src/contract/withdraw';
import { ApiError } from '../../http/apiError';
import { LedgerError, centerAccount, type AccountId, type Ledger, type MemberWalletReader } from '../../ledger';
import { TurnoverRequirements } from './turnoverRequirement';
import { WithdrawalMessage, withdrawalRefusal } from './withdrawalRefusal';
import type { PendingLedger, WithdrawalCardBook, WithdrawalPasswordGate } from './withdrawalPorts';
import type { WithdrawalSettings } from './withdrawalSettings';

/** Where paid withdrawals go: the house's payout clearing account (the bank transfer happens outside the books). */
export const HOUSE_PAYOUTS_ACCOUNT: AccountId = 'house:payouts';

/** Ledger kinds of a withdrawal's movements (what the member's records show). */
export const WithdrawalKind = {
  request: 'withdraw_request',
  paid: 'withdraw_paid',
  returned: 'withdraw_returned',
} as const;

export interface WithdrawalsDeps {
  db: Database;
  ledger: Ledger;
  pending: PendingLedger;
  wallets: MemberWalletReader;
  passwords: WithdrawalPasswordGate;
  cards: WithdrawalCardBook;
  settings: WithdrawalSettings;
  clock: () => number;
}

export interface OrderRow {
  id: number;
  order_no: string;
  member_id: number;
  method: WithdrawMethod;
  card_name: string;
  card_masked: string;
  amount_fen: number;
  fee_fen: number;
  rate: string | null;
  received_usdt: string | null;
  pending_key: string;
  state: WithdrawState;
  reason: string | null;
  created_at: number;
  resolved_at: number | null;
}

const ORDER_COLUMNS = `id, order_no, member_id, method, card_name, card_masked, amount_fen, fee_fen, rate, received_usdt,
  pending_key, state, reason, created_at, resolved_at`;

/** Orders that count against the daily limits: all but the rejected and expired ones. */
const COUNTED_STATES = "('reviewing', 'paid')";

/**
 * Withdrawals (issue 14): withdraw/new checks the method's limits, the card, the turnover requirement and the
 * withdrawal password, then, in one SQLite transaction, rechecks the daily limits and reserves the amount as a
 * pending ledger transfer (centre wallet -> the member's locked wallet, shown as lockMoney) and opens the order.
 * The review resolves it once: approve posts it (to {@link HOUSE_PAYOUTS_ACCOUNT}), reject and expiry void it
 * (the money returns to the centre wallet). Withdrawals do not look at the member's other restrictions.
 */
export class Withdrawals {
  private readonly turnover: TurnoverRequirements;
  private readonly byKey: Statement<[number, string], OrderRow>;
  private readonly byOrderNo: Statement<[string], OrderRow>;
  private readonly usedToday: Statement<[number, string, number], { count: number; total: number }>;
  private readonly nextId: Statement<[], number>;
  private readonly insertOrder: Statement<
    [number, string, number, string, string, number, string, string, number, number, string | null, string | null, string, number]
  >;
  private readonly resolveOrder: Statement<[WithdrawState, string | null, number, number]>;
  private readonly listOrders: Statement<[number, number, number], OrderRow>;
  private readonly countOrders: Statement<[number], number>;
  private readonly reviewingOrders: Statement<[], OrderRow>;
  private readonly createdListeners = new Set<(order: OrderRow) => void>();
  private readonly resolvedListeners = new Set<(order: OrderRow) => void>();

  constructor(private readonly deps: WithdrawalsDeps) {
    const { db } = deps;
    deps.ledger.openAccount(HOUSE_PAYOUTS_ACCOUNT, 'house');
    this.turnover = new TurnoverRequirements(db, deps.settings.turnoverMultiple);
    this.byKey = db.prepare(`SELECT ${ORDER_COLUMNS} FROM withdraw_orders WHERE member_id = ? AND idempotency_key = ?`);
    this.byOrderNo = db.prepare(`SELECT ${ORDER_COLUMNS} FROM withdraw_orders WHERE order_no = ?`);
    this.usedToday = db.prepare(
      `SELECT COUNT(*) AS count, COALESCE(SUM(amount_fen), 0) AS total FROM withdraw_orders
        WHERE member_id = ? AND method = ? AND created_at >= ? AND state IN ${COUNTED_STATES}`,
    );
    this.nextId = db.prepare<[], number>('SELECT COALESCE(MAX(id), 0) + 1 FROM withdraw_orders').pluck();
    this.insertOrder = db.prepare(
      `INSERT INTO withdraw_orders (id, order_no, member_id, idempotency_key, method, card_id, card_name, card_masked,
         amount_fen, fee_fen, rate, received_usdt, pending_key, state, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'reviewing', ?)`,
    );
    this.resolveOrder = db.prepare(
      "UPDATE withdraw_orders SET state = ?, reason = ?, resolved_at = ? WHERE id = ? AND state = 'reviewing'",
    );
    this.listOrders = db.prepare(
      `SELECT ${ORDER_COLUMNS} FROM withdraw_orders WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
    );
    this.countOrders = db.prepare<[number], number>('SELECT COUNT(*) FROM withdraw_orders WHERE member_id = ?').pluck();
    this.reviewingOrders = db.prepare(`SELECT ${ORDER_COLUMNS} FROM withdraw_orders WHERE state = 'reviewing' ORDER BY id`);
  }

  /** withdraw/baseCfg/list. */
  methods(): readonly WithdrawMethodConfig[] {
    return this.deps.settings.methods;
  }

  /** withdrawInfo: what the page shows before a withdrawal. */
  info(memberId: number): WithdrawInfo {
    const wallet = this.deps.wallets.read(memberId);
    const { remainingFen: _remainingFen, ...turnover } = this.turnover.of(memberId);
    const cards = this.deps.cards.listOwned(memberId);
    const dayStart = siteMidnight(this.deps.clock());
    return {
      balance: fenToMoney(wallet.centerFen),
      lockMoney: fenToMoney(wallet.lockedFen),
      passwordSet: this.deps.passwords.isSet(memberId),
      turnover,
      methods: WITHDRAW_METHODS.map((method) => {
        const used = this.usedToday.get(memberId, method, dayStart) ?? { count: 0, total: 0 };
        return {
          method,
          usedCount: used.count,
          usedAmount: fenToMoney(used.total),
          cards: cards.filter((card) => card.method === method),
        };
      }),
    };
  }

  /** usdtWithdrawInfo: the rate quote for an amount on a USDT network. */
  usdtQuote(method: 'usdt_trc20' | 'usdt_erc20', amount: string): UsdtQuote {
    const config = this.openMethod(method);
    const normalised = fenToMoney(moneyToFen(amount));
    const fee = withdrawalFee(normalised, config.fee);
    const received = fenToMoney(clampZero(moneyToFen(normalised) - moneyToFen(fee)));
    const { usdtRate, usdtQuoteMs } = this.deps.settings;
    return {
      method,
      rate: usdtRate,
      expiresAt: this.deps.clock() + usdtQuoteMs,
      amount: normalised,
      fee,
      received,
      receivedUsdt: cnyToUsdt(received, usdtRate),
    };
  }

  /**
   * withdraw/new. The same member and key answer the order made with it (the HTTP layer also replays the saved
   * answer and refuses another body). The withdrawal password is checked (and counted) after every check that
   * costs nothing, so a refused amount never uses up a password try.
   */
  async request(memberId: number, request: WithdrawRequest): Promise<WithdrawOrder> {
    const existing = this.byKey.get(memberId, request.idempotencyKey);
    if (existing) return toOrder(existing);

    const config = this.openMethod(request.method);
    const amountFen = moneyToFen(request.amount);
    if (amountFen < moneyToFen(config.min)) throw withdrawalRefusal('below_min', WithdrawalMessage.belowMin(config.min));
    if (amountFen > moneyToFen(config.max)) throw withdrawalRefusal('above_max', WithdrawalMessage.aboveMax(config.max));
    const card = this.deps.cards.ownedBy(memberId, request.cardId);
    if (!card) throw withdrawalRefusal('card_not_found', WithdrawalMessage.cardNotFound);
    if (card.method !== request.method) throw withdrawalRefusal('card_not_found', WithdrawalMessage.cardMethodMismatch);
    const turnover = this.turnover.of(memberId);
    if (!turnover.met) throw withdrawalRefusal('turnover_unmet', WithdrawalMessage.turnoverUnmet(turnover.remaining));
    if (!this.deps.passwords.isSet(memberId)) throw withdrawalRefusal('password_not_set', WithdrawalMessage.passwordNotSet);
    await this.deps.passwords.verify(memberId, request.password);
    // A parallel call with the same key may have made the order while the password was checked.
    const madeMeanwhile = this.byKey.get(memberId, request.idempotencyKey);
    if (madeMeanwhile) return toOrder(madeMeanwhile);

    const created = this.deps.db
      .transaction((): OrderRow => {
        const now = this.deps.clock();
        const used = this.usedToday.get(memberId, request.method, siteMidnight(now)) ?? { count: 0, total: 0 };
        if (used.count >= config.dailyCount) {
          throw withdrawalRefusal('daily_count', WithdrawalMessage.dailyCount(config.dailyCount));
        }
        const leftFen = moneyToFen(config.dailyAmount) - BigInt(used.total);
        if (amountFen > leftFen) {
          throw withdrawalRefusal('daily_amount', WithdrawalMessage.dailyAmount(fenToMoney(clampZero(leftFen))));
        }
        const id = this.nextId.get() ?? 1;
        const orderNo = `W${siteDay(now).replaceAll('-', '')}${String(id).padStart(8, '0')}`;
        const feeFen = moneyToFen(withdrawalFee(request.amount, config.fee));
        const isUsdt = request.method === 'usdt_trc20' || request.method === 'usdt_erc20';
        const rate = isUsdt ? this.deps.settings.usdtRate : null;
        const receivedUsdt = rate ? cnyToUsdt(fenToMoney(clampZero(amountFen - feeFen)), rate) : null;
        const pendingKey = `withdraw:${id}`;
        this.insertOrder.run(
          id,
          orderNo,
          memberId,
          request.idempotencyKey,
          request.method,
          card.id,
          card.name,
          card.masked,
          Number(amountFen),
          Number(feeFen),
          rate,
          receivedUsdt,
          pendingKey,
          now,
        );
        try {
          this.deps.pending.create({
            key: pendingKey,
            kind: WithdrawalKind.request,
            debit: centerAccount(memberId),
            credit: HOUSE_PAYOUTS_ACCOUNT,
            amountFen,
            memo: orderNo,
          });
        } catch (error) {
          if (error instanceof LedgerError && error.reason === 'insufficient_funds') {
            throw withdrawalRefusal('insufficient_funds', WithdrawalMessage.insufficientFunds);
          }
          throw error;
        }
        return this.mustFind(orderNo);
      })
      .immediate();
    for (const listener of this.createdListeners) listener(created);
    return toOrder(created);
  }

  /** withdraw/withdrawOrderInfo: the member's own orders, newest first. */
  orders(memberId: number, pageNum: number, pageSize: number): { list: WithdrawOrder[]; total: number } {
    const rows = this.listOrders.all(memberId, pageSize, (pageNum - 1) * pageSize);
    return { list: rows.map(toOrder), total: this.countOrders.get(memberId) ?? 0 };
  }

  /** The operator pays the order: the reserved amount leaves the member for good. */
  approve(orderNo: string): WithdrawOrder {
    return this.resolve(orderNo, 'paid', null, (key, memo) => this.deps.pending.post(key, { kind: WithdrawalKind.paid, memo }));
  }

  /** The operator refuses the order with a reason: the reserved amount returns to the centre wallet. */
  reject(orderNo: string, reason: string): WithdrawOrder {
    const trimmed = reason.trim();
    if (trimmed === '') throw new ApiError(Code.InvalidParameter, WithdrawalMessage.rejectReasonRequired);
    return this.resolve(orderNo, 'rejected', trimmed, (key, memo) =>
      this.deps.pending.void(key, { kind: WithdrawalKind.returned, memo }),
    );
  }

  /** Nobody reviewed the order in time: the reserved amount returns to the centre wallet. */
  expire(orderNo: string): WithdrawOrder {
    return this.resolve(orderNo, 'expired', null, (key, memo) =>
      this.deps.pending.void(key, { kind: WithdrawalKind.returned, memo }),
    );
  }

  /** Orders still waiting for review (the review job's recovery after a start). */
  reviewing(): OrderRow[] {
    return this.reviewingOrders.all();
  }

  find(orderNo: string): OrderRow | undefined {
    return this.byOrderNo.get(orderNo);
  }

  onCreated(listener: (order: OrderRow) => void): () => void {
    this.createdListeners.add(listener);
    return () => this.createdListeners.delete(listener);
  }

  onResolved(listener: (order: OrderRow) => void): () => void {
    this.resolvedListeners.add(listener);
    return () => this.resolvedListeners.delete(listener);
  }

  private resolve(
    orderNo: string,
    state: Exclude<WithdrawState, 'reviewing'>,
    reason: string | null,
    move: (pendingKey: string, memo: string) => unknown,
  ): WithdrawOrder {
    const resolved = this.deps.db
      .transaction((): OrderRow => {
        const order = this.byOrderNo.get(orderNo);
        if (!order) throw new ApiError(Code.NotFound, WithdrawalMessage.orderNotFound);
        if (order.state !== 'reviewing') throw new ApiError(Code.DataExists, WithdrawalMessage.alreadyResolved, toOrder(order));
        move(order.pending_key, order.order_no);
        this.resolveOrder.run(state, reason, this.deps.clock(), order.id);
        return this.mustFind(orderNo);
      })
      .immediate();
    for (const listener of this.resolvedListeners) listener(resolved);
    return toOrder(resolved);
  }

  private openMethod(method: WithdrawMethod): WithdrawMethodConfig {
    const config = this.deps.settings.methods.find((candidate) => candidate.method === method);
    if (!config?.enabled) throw withdrawalRefusal('method_closed', WithdrawalMessage.methodClosed);
    return config;
  }

  private mustFind(orderNo: string): OrderRow {
    const row = this.byOrderNo.get(orderNo);
    if (!row) throw new Error(`withdraw order ${orderNo} vanished`);
    return row;
  }
}

function clampZero(fen: bigint): bigint {
  return fen < 0n ? 0n : fen;
}

export function toOrder(row: OrderRow): WithdrawOrder {
  return {
    orderNo: row.order_no,
    method: row.method,
    amount: fenToMoney(row.amount_fen),
    fee: fenToMoney(row.fee_fen),
    received: fenToMoney(clampZero(BigInt(row.amount_fen - row.fee_fen))),
    rate: row.rate,
    receivedUsdt: row.received_usdt,
    cardName: row.card_name,
    cardMasked: row.card_masked,
    state: row.state,
    reason: row.reason,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
  };
}
