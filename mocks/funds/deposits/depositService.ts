import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { Code, moneyToFen } from '@src/contract';
import {
  DepositMessage,
  type DepositEvent,
  type DepositOrder,
  type DepositOrderState,
  type PayRequest,
} from '@src/contract/deposit';
import type { MemberStore } from '../../auth/members';
import { ApiError } from '../../http/apiError';
import {
  LedgerError,
  centerAccount,
  type IdempotentRequests,
  type Ledger,
  type PendingTransfers,
} from '../../ledger';
import type { PaymentProvider, ProviderOrder, ProviderReport } from '../../payments/providerApi';
import type { Schedule } from '../../schedule';
import { bonusFor, findChannel, fractionOf, type DepositChannelConfig } from './depositChannels';
import { DepositOrders, toOrderView, type DepositOrderRecord } from './depositOrders';
import { DepositReviews, type DepositReviewReason } from './depositReviews';
import { UsdtQuotes, usdtMicroFor, USDT_RATES } from './usdtRates';

/** Where a provider's reports are POSTed (the provider's name last). Not a contract call: providers call it. */
export const DEPOSIT_NOTIFY_PATH = '/fd/api/v1/payment/notify';

/** The house account a provider's deposits are drawn from (opened as a house account, may go negative). */
export function providerClearingAccount(provider: string): string {
  return `house:provider:${provider}`;
}

/**
 * The hold's own deadline in the ledger is the order's expiry plus this grace: at the order's expiry the site asks the
 * provider first (a payment made in time is credited, however late its report), and only then ends the hold. The
 * ledger's deadline is the backstop for a site that was down through the whole grace.
 */
export const SETTLEMENT_GRACE_MS = 15 * 60_000;

/** The house account deposit rewards are paid from. */
export const DEPOSIT_BONUS_ACCOUNT = 'house:deposit_bonus';

/** The pending ledger transfer of an order. */
export function depositHoldKey(orderNo: string): string {
  return `deposit:${orderNo}`;
}

export type DepositListener = (memberId: number, event: DepositEvent) => void;

export interface DepositServiceDeps {
  db: Database;
  ledger: Ledger;
  pending: PendingTransfers;
  idempotent: IdempotentRequests;
  members: MemberStore;
  provider: PaymentProvider;
  schedule: Schedule;
  reconcileMs: number;
  clock: () => number;
  onError?: (error: unknown, orderNo: string) => void;
}

const SIGNAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Deposit orders (issue 14): `pay` makes an order at the provider and a pending ledger transfer from the provider's
 * clearing account to the member's centre wallet (invisible to the member until posted); the order is credited
 * (the pending posted, kind `deposit`) exactly once, only on a report with the provider's valid signature and the
 * exact amount, or when the reconciler's own query finds it paid. Closing voids it; an unpaid order expires (the
 * pending expires). Reports that fail a check are logged for review and never credited.
 */
export class DepositService {
  readonly orders: DepositOrders;
  readonly reviews: DepositReviews;
  readonly quotes: UsdtQuotes;
  private readonly listeners = new Set<DepositListener>();
  private readonly timers = new Map<string, () => void>();
  private readonly background = new Set<Promise<void>>();
  private stopReconciling: (() => void) | undefined;
  private closed = false;
  private reportError: (error: unknown, orderNo: string) => void;

  constructor(private readonly deps: DepositServiceDeps) {
    this.reportError = deps.onError ?? (() => undefined);
    this.orders = new DepositOrders(deps.db);
    this.reviews = new DepositReviews(deps.db, deps.clock);
    this.quotes = new UsdtQuotes(deps.db, deps.clock);
    deps.ledger.openAccount(providerClearingAccount(deps.provider.name), 'house');
    deps.ledger.openAccount(DEPOSIT_BONUS_ACCOUNT, 'house');
  }

  /** Where failures of background work (expiry, reconciling) are reported (the server's log). */
  onError(report: (error: unknown, orderNo: string) => void): void {
    this.reportError = report;
  }

  addListener(listener: DepositListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** `pay`: idempotent per member and key; the same key with another body answers 6009. */
  pay(memberId: number, request: Required<Pick<PayRequest, 'channelId' | 'amount' | 'idempotencyKey'>> & { quoteId?: string }): Promise<DepositOrder> {
    const { idempotencyKey, ...body } = request;
    return this.deps.idempotent.run(memberId, 'deposit.pay', idempotencyKey, body, () =>
      this.createOrder(memberId, idempotencyKey, body),
    );
  }

  /** The member's own order; another member's answers 6004 like a missing one. */
  status(memberId: number, orderNo: string): DepositOrder {
    return this.view(this.ownOrder(memberId, orderNo));
  }

  /** `closeOrder`: cancels a pending order (a repeat answers it cancelled); an order the provider says is paid is credited instead. */
  async closeOrder(memberId: number, orderNo: string): Promise<DepositOrder> {
    const order = this.ownOrder(memberId, orderNo);
    if (order.state === 'cancelled') return this.view(order);
    if (order.state !== 'pending') throw new ApiError(Code.Warning, DepositMessage.orderEnded);
    const atProvider = await this.deps.provider.closeOrder(order.providerOrderId);
    if (atProvider?.state === 'paid') this.settleFromQuery(order, atProvider);
    else this.end(order, 'cancelled', 'deposit_cancelled');
    return this.view(this.ownOrder(memberId, orderNo));
  }

  /** `createSignalCode`: the remark of a pending order of a channel that needs one (made once). */
  signalCode(memberId: number, orderNo: string): { orderNo: string; signalCode: string } {
    const order = this.ownOrder(memberId, orderNo);
    const channel = this.channelOf(order);
    if (!channel.needsSignalCode) throw new ApiError(Code.InvalidParameter, '该通道无需附言码');
    if (order.state !== 'pending' && order.signalCode === null) throw new ApiError(Code.Warning, DepositMessage.orderEnded);
    const candidate = Array.from({ length: 6 }, () => SIGNAL_ALPHABET[randomInt(SIGNAL_ALPHABET.length)]).join('');
    const signalCode = this.orders.signalCode(orderNo, candidate) ?? candidate;
    return { orderNo, signalCode };
  }

  /** `utcTransfer`: notes the transaction hash the member reports for a pending coin order. Credits nothing. */
  reportTransfer(memberId: number, orderNo: string, txHash: string): DepositOrder {
    const order = this.ownOrder(memberId, orderNo);
    if (this.channelOf(order).network === null) throw new ApiError(Code.InvalidParameter, '该订单不是虚拟币订单');
    if (order.state !== 'pending') throw new ApiError(Code.Warning, DepositMessage.orderEnded);
    const network = this.channelOf(order).network;
    const valid = network === 'ERC20' ? /^0x[0-9a-fA-F]{64}$/.test(txHash) : /^[0-9a-fA-F]{64}$/.test(txHash);
    if (!valid) throw new ApiError(Code.InvalidParameter, DepositMessage.txHashFormat);
    this.orders.setTransactionHash(orderNo, txHash);
    return this.status(memberId, orderNo);
  }

  /**
   * A report POSTed by the provider. Answers whether it was taken (the provider may stop sending it): every report
   * is taken once looked at, credited or not.
   */
  handleReport(report: ProviderReport): boolean {
    const order = this.orders.findByProviderId(report.providerOrderId);
    const base = { provider: this.deps.provider.name, providerOrderId: report.providerOrderId, report };
    if (!order || order.orderNo !== report.merchantOrderNo) {
      this.reviews.log({ ...base, orderNo: order?.orderNo ?? null, reason: 'unknown_order' });
      return true;
    }
    if (!this.deps.provider.verifyReport(report)) {
      // Logged for the operator, and nothing else: anyone who learns a provider order id could send one, so a
      // forged report must not end a member's order. The true outcome still comes, by a signed report or by
      // the reconciler's own query.
      this.reviews.log({ ...base, orderNo: order.orderNo, reason: 'bad_signature' });
      return true;
    }
    // A pending or closed report changes nothing: only payments move money, and closing is ours to do.
    if (report.state !== 'paid') return true;
    this.settle(order, moneyToFen(report.amount), report);
    return true;
  }

  /** Asks the provider about every pending order: paid ones are credited, due ones expire. */
  async reconcile(): Promise<void> {
    for (const order of this.orders.pending()) {
      try {
        const atProvider = await this.deps.provider.queryOrder(order.providerOrderId);
        const current = this.orders.find(order.orderNo);
        if (!current || current.state !== 'pending') continue;
        if (atProvider?.state === 'paid') this.settleFromQuery(current, atProvider);
        else if (current.expiresAt <= this.deps.clock()) await this.expire(current.orderNo);
      } catch (error) {
        this.reportError(error, order.orderNo);
      }
    }
  }

  /**
   * At startup: reconciles what a stop left pending, then keeps expiry timers, and the reconciler's timer while any
   * order is pending.
   */
  async start(): Promise<void> {
    await this.reconcile();
    const pending = this.orders.pending();
    for (const order of pending) this.scheduleExpiry(order);
    if (pending.length > 0) this.scheduleReconcile();
  }

  close(): void {
    this.closed = true;
    this.stopReconciling?.();
    this.stopReconciling = undefined;
    for (const cancel of this.timers.values()) cancel();
    this.timers.clear();
  }

  /** Expires an unpaid order that is due (asks the provider first: a payment that made it in time is credited). */
  async expire(orderNo: string): Promise<void> {
    const order = this.orders.find(orderNo);
    if (!order || order.state !== 'pending' || order.expiresAt > this.deps.clock()) return;
    const atProvider = await this.deps.provider.closeOrder(order.providerOrderId);
    const current = this.orders.find(orderNo);
    if (!current || current.state !== 'pending') return;
    if (atProvider?.state === 'paid') this.settleFromQuery(current, atProvider);
    else this.end(current, 'expired', 'deposit_expired');
  }

  private async createOrder(
    memberId: number,
    requestKey: string,
    body: { channelId: string; amount: string; quoteId?: string },
  ): Promise<DepositOrder> {
    // A process that died after making the order but before saving the key's answer made it already.
    const made = this.orders.findByRequest(memberId, requestKey);
    if (made) return this.view(made);
    const channel = findChannel(body.channelId);
    if (!channel) throw new ApiError(Code.NotFound, DepositMessage.channelNotFound);
    if (!channel.open) throw new ApiError(Code.Warning, DepositMessage.channelClosed);
    const member = this.deps.members.findById(memberId);
    if (!member) throw new ApiError(Code.LoginExpired, '请重新登录');
    if (!member.realName) throw new ApiError(Code.BindRealName, DepositMessage.realNameRequired);
    const amountFen = moneyToFen(body.amount);
    if (amountFen < channel.minFen) throw new ApiError(Code.InvalidParameter, DepositMessage.belowMin);
    if (amountFen > channel.maxFen) throw new ApiError(Code.InvalidParameter, DepositMessage.aboveMax);

    let usdtRate: string | null = null;
    if (channel.network) {
      usdtRate = body.quoteId ? this.quotes.rateOf(memberId, body.quoteId, channel.network) ?? null : USDT_RATES[channel.network];
      if (usdtRate === null) throw new ApiError(Code.Warning, DepositMessage.quoteExpired);
    }
    const now = this.deps.clock();
    const orderNo = newOrderNo(now);
    const expiresAt = now + channel.expiryMs;
    const feeFen = fractionOf(amountFen, channel.feeRate);
    const bonusFen = bonusFor(channel.kind, amountFen);
    const atProvider = await this.deps.provider.createOrder({
      merchantOrderNo: orderNo,
      amount: body.amount,
      method: channel.providerMethod,
      notifyUrl: `${DEPOSIT_NOTIFY_PATH}/${this.deps.provider.name}`,
      expiresAt,
    });
    const record = {
      orderNo,
      memberId,
      requestKey,
      channelId: channel.id,
      amountFen,
      feeFen,
      bonusFen,
      provider: this.deps.provider.name,
      providerOrderId: atProvider.providerOrderId,
      payUrl: atProvider.payUrl,
      usdtNetwork: channel.network,
      usdtMicro: usdtRate === null ? null : usdtMicroFor(amountFen, usdtRate),
      usdtRate,
      createdAt: now,
      expiresAt,
    };
    this.deps.db.transaction(() => {
      // Two runs of one key (the second after a crash) race here: the unique (member, key) keeps one order.
      if (this.orders.findByRequest(memberId, requestKey)) return;
      this.orders.insert(record);
      this.deps.pending.create({
        key: depositHoldKey(orderNo),
        kind: 'deposit_pending',
        debit: providerClearingAccount(this.deps.provider.name),
        credit: centerAccount(memberId),
        amountFen: amountFen - feeFen,
        timeoutMs: channel.expiryMs + SETTLEMENT_GRACE_MS,
        memo: orderNo,
        expireKind: 'deposit_expired',
      });
    })();
    const order = this.orders.findByRequest(memberId, requestKey);
    if (!order) throw new Error(`deposit order ${orderNo} vanished`);
    this.scheduleExpiry(order);
    this.scheduleReconcile();
    return this.view(order);
  }

  /** The provider's own answer (to our query) says paid: credited when the amount is exact. */
  private settleFromQuery(order: DepositOrderRecord, atProvider: ProviderOrder): void {
    this.settle(order, moneyToFen(atProvider.amount), { query: atProvider });
  }

  /** A trusted word that the order was paid `paidFen`: credits it once, or logs it for review. */
  private settle(order: DepositOrderRecord, paidFen: bigint, evidence: unknown): void {
    if (paidFen !== order.amountFen) {
      this.toReview(order, 'wrong_amount', evidence);
      return;
    }
    if (order.state === 'paid' || order.state === 'review') return;
    if (order.state !== 'pending') {
      this.toReview(order, 'paid_after_end', evidence);
      return;
    }
    const now = this.deps.clock();
    try {
      const credited = this.deps.db.transaction((): boolean => {
        if (!this.orders.resolve(order.orderNo, 'paid', now)) return false;
        this.deps.pending.post(depositHoldKey(order.orderNo), { kind: 'deposit', memo: order.orderNo });
        if (order.bonusFen > 0n) {
          this.deps.ledger.move(
            `deposit-bonus:${order.orderNo}`,
            'bonus',
            DEPOSIT_BONUS_ACCOUNT,
            centerAccount(order.memberId),
            order.bonusFen,
            order.orderNo,
          );
        }
        return true;
      })();
      if (credited) this.announce(order, 'paid');
    } catch (error) {
      // The hold ended by time in the ledger before the payment came: the money is at the provider, not credited.
      if (error instanceof LedgerError && error.reason === 'already_resolved') {
        this.deps.db.transaction(() => {
          this.orders.resolve(order.orderNo, 'expired', now);
          this.deps.pending.expireDue(now);
        })();
        this.toReview({ ...order, state: 'expired' }, 'paid_after_end', evidence);
        return;
      }
      throw error;
    }
  }

  private toReview(order: DepositOrderRecord, reason: DepositReviewReason, evidence: unknown): void {
    const now = this.deps.clock();
    const moved = this.deps.db.transaction((): boolean => {
      this.reviews.log({
        orderNo: order.orderNo,
        provider: order.provider,
        providerOrderId: order.providerOrderId,
        reason,
        report: evidence,
      });
      if (this.orders.resolve(order.orderNo, 'review', now)) {
        this.voidHold(order.orderNo, 'deposit_review');
        return true;
      }
      return reason === 'paid_after_end' && this.orders.reviewAfterEnd(order.orderNo, now);
    })();
    if (moved) this.announce(order, 'review');
  }

  /** Ends a pending order unpaid (cancelled or expired): the hold goes back to the provider's clearing account. */
  private end(order: DepositOrderRecord, state: 'cancelled' | 'expired', kind: string): void {
    const now = this.deps.clock();
    const ended = this.deps.db.transaction((): boolean => {
      if (!this.orders.resolve(order.orderNo, state, now)) return false;
      this.voidHold(order.orderNo, kind);
      return true;
    })();
    if (ended) this.announce(order, state);
  }

  private voidHold(orderNo: string, kind: string): void {
    const hold = this.deps.pending.get(depositHoldKey(orderNo));
    if (hold?.state === 'pending') this.deps.pending.void(depositHoldKey(orderNo), { kind, memo: orderNo });
  }

  private announce(order: DepositOrderRecord, state: DepositOrderState): void {
    this.timers.get(order.orderNo)?.();
    this.timers.delete(order.orderNo);
    const event: DepositEvent = { orderNo: order.orderNo, state };
    for (const listener of this.listeners) listener(order.memberId, event);
  }

  private scheduleExpiry(order: DepositOrderRecord): void {
    if (this.closed) return;
    this.timers.get(order.orderNo)?.();
    const cancel = this.deps.schedule(Math.max(0, order.expiresAt - this.deps.clock()), () => {
      this.timers.delete(order.orderNo);
      this.track(this.expire(order.orderNo).catch((error: unknown) => this.reportError(error, order.orderNo)));
    });
    this.timers.set(order.orderNo, cancel);
  }

  /** Keeps the reconciler's timer while any order is pending (none at all without orders). */
  private scheduleReconcile(): void {
    if (this.closed || this.deps.reconcileMs <= 0 || this.stopReconciling) return;
    this.stopReconciling = this.deps.schedule(this.deps.reconcileMs, () => {
      this.stopReconciling = undefined;
      this.track(
        this.reconcile()
          .catch((error: unknown) => this.reportError(error, '*'))
          .finally(() => {
            if (this.orders.pending().length > 0) this.scheduleReconcile();
          }),
      );
    });
  }

  private track(work: Promise<void>): void {
    this.background.add(work);
    void work.finally(() => this.background.delete(work));
  }

  /** Resolves once the background work started by timers (expiry, reconciling) has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.background.size > 0) await Promise.allSettled([...this.background]);
  }

  private ownOrder(memberId: number, orderNo: string): DepositOrderRecord {
    const order = this.orders.find(orderNo);
    if (!order || order.memberId !== memberId) throw new ApiError(Code.NotFound, DepositMessage.orderNotFound);
    return order;
  }

  private channelOf(order: DepositOrderRecord): DepositChannelConfig {
    const channel = findChannel(order.channelId);
    if (!channel) throw new Error(`deposit channel ${order.channelId} is gone`);
    return channel;
  }

  private view(order: DepositOrderRecord): DepositOrder {
    return toOrderView(order, this.channelOf(order));
  }
}

/** `D`, the time in China (yyyyMMddHHmmss) and 6 random digits. */
function newOrderNo(now: number): string {
  const stamp = new Date(now + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `D${stamp}${randomInt(1_000_000).toString().padStart(6, '0')}`;
}
