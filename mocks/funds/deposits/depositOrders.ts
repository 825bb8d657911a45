import type { Database, Statement } from 'better-sqlite3';
import { fenToMoney } from '@src/contract';
import {
  DEPOSIT_WAIT_SCREENS,
  type DepositOrder,
  type DepositOrderState,
  type VirtualNetwork,
} from '@src/contract/deposit';
import type { DepositChannelConfig } from './depositChannels';
import { microToUsdt } from './usdtRates';

export interface DepositOrderRecord {
  orderNo: string;
  memberId: number;
  channelId: string;
  amountFen: bigint;
  feeFen: bigint;
  bonusFen: bigint;
  state: DepositOrderState;
  provider: string;
  providerOrderId: string;
  payUrl: string | null;
  signalCode: string | null;
  usdtNetwork: VirtualNetwork | null;
  usdtMicro: bigint | null;
  usdtRate: string | null;
  txHash: string | null;
  createdAt: number;
  expiresAt: number;
  resolvedAt: number | null;
}

interface OrderRow {
  order_no: string;
  member_id: bigint;
  channel_id: string;
  amount_fen: bigint;
  fee_fen: bigint;
  bonus_fen: bigint;
  state: DepositOrderState;
  provider: string;
  provider_order_id: string;
  pay_url: string | null;
  signal_code: string | null;
  usdt_network: VirtualNetwork | null;
  usdt_micro: bigint | null;
  usdt_rate: string | null;
  tx_hash: string | null;
  created_at: bigint;
  expires_at: bigint;
  resolved_at: bigint | null;
}

function toRecord(row: OrderRow): DepositOrderRecord {
  return {
    orderNo: row.order_no,
    memberId: Number(row.member_id),
    channelId: row.channel_id,
    amountFen: row.amount_fen,
    feeFen: row.fee_fen,
    bonusFen: row.bonus_fen,
    state: row.state,
    provider: row.provider,
    providerOrderId: row.provider_order_id,
    payUrl: row.pay_url,
    signalCode: row.signal_code,
    usdtNetwork: row.usdt_network,
    usdtMicro: row.usdt_micro,
    usdtRate: row.usdt_rate,
    txHash: row.tx_hash,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    resolvedAt: row.resolved_at === null ? null : Number(row.resolved_at),
  };
}

/** The table of deposit orders (migration 010). State changes only from pending, at most once. */
export class DepositOrders {
  private readonly insertRow: Statement;
  private readonly byNo: Statement<[string], OrderRow>;
  private readonly byProviderId: Statement<[string], OrderRow>;
  private readonly pendingRows: Statement<[], OrderRow>;
  private readonly resolveRow: Statement<[DepositOrderState, number, string]>;
  private readonly reviewEnded: Statement<[number, string]>;
  private readonly setSignal: Statement<[string, string]>;
  private readonly setTxHash: Statement<[string, string]>;

  constructor(db: Database) {
    this.insertRow = db.prepare(
      `INSERT INTO deposit_orders (order_no, member_id, channel_id, amount_fen, fee_fen, bonus_fen, state, provider,
         provider_order_id, pay_url, signal_code, usdt_network, usdt_micro, usdt_rate, tx_hash, created_at, expires_at)
       VALUES (@orderNo, @memberId, @channelId, @amountFen, @feeFen, @bonusFen, 'pending', @provider, @providerOrderId,
         @payUrl, NULL, @usdtNetwork, @usdtMicro, @usdtRate, NULL, @createdAt, @expiresAt)`,
    );
    this.byNo = db.prepare<[string], OrderRow>('SELECT * FROM deposit_orders WHERE order_no = ?').safeIntegers(true);
    this.byProviderId = db
      .prepare<[string], OrderRow>('SELECT * FROM deposit_orders WHERE provider_order_id = ?')
      .safeIntegers(true);
    this.pendingRows = db
      .prepare<[], OrderRow>("SELECT * FROM deposit_orders WHERE state = 'pending' ORDER BY expires_at")
      .safeIntegers(true);
    this.resolveRow = db.prepare(
      "UPDATE deposit_orders SET state = ?, resolved_at = ? WHERE order_no = ? AND state = 'pending'",
    );
    this.reviewEnded = db.prepare(
      "UPDATE deposit_orders SET state = 'review', resolved_at = ? WHERE order_no = ? AND state IN ('expired', 'cancelled')",
    );
    this.setSignal = db.prepare('UPDATE deposit_orders SET signal_code = COALESCE(signal_code, ?) WHERE order_no = ?');
    this.setTxHash = db.prepare('UPDATE deposit_orders SET tx_hash = ? WHERE order_no = ?');
  }

  insert(record: Omit<DepositOrderRecord, 'state' | 'signalCode' | 'txHash' | 'resolvedAt'>): void {
    this.insertRow.run(record);
  }

  find(orderNo: string): DepositOrderRecord | undefined {
    const row = this.byNo.get(orderNo);
    return row && toRecord(row);
  }

  findByProviderId(providerOrderId: string): DepositOrderRecord | undefined {
    const row = this.byProviderId.get(providerOrderId);
    return row && toRecord(row);
  }

  pending(): DepositOrderRecord[] {
    return this.pendingRows.all().map(toRecord);
  }

  /** Moves a pending order to a final state; false when it was not pending any more. */
  resolve(orderNo: string, state: Exclude<DepositOrderState, 'pending'>, at: number): boolean {
    return this.resolveRow.run(state, at, orderNo).changes > 0;
  }

  /** An ended (expired or cancelled) order the provider says was paid anyway goes to review. */
  reviewAfterEnd(orderNo: string, at: number): boolean {
    return this.reviewEnded.run(at, orderNo).changes > 0;
  }

  /** Sets the signal code unless one was set; answers the one that stands. */
  signalCode(orderNo: string, candidate: string): string | null {
    this.setSignal.run(candidate, orderNo);
    return this.find(orderNo)?.signalCode ?? null;
  }

  setTransactionHash(orderNo: string, txHash: string): void {
    this.setTxHash.run(txHash, orderNo);
  }
}

export function toOrderView(order: DepositOrderRecord, channel: DepositChannelConfig): DepositOrder {
  const creditFen = order.amountFen - order.feeFen + order.bonusFen;
  return {
    orderNo: order.orderNo,
    channelId: order.channelId,
    channelName: channel.name,
    kind: channel.kind,
    waitScreen: DEPOSIT_WAIT_SCREENS[channel.kind],
    amount: fenToMoney(order.amountFen),
    fee: fenToMoney(order.feeFen),
    bonus: fenToMoney(order.bonusFen),
    creditAmount: fenToMoney(creditFen),
    state: order.state,
    createdAt: order.createdAt,
    expiresAt: order.expiresAt,
    resolvedAt: order.resolvedAt,
    receiver: channel.receiver,
    payUrl: order.payUrl,
    signalCode: order.signalCode,
    usdt:
      order.usdtNetwork && order.usdtMicro !== null && order.usdtRate
        ? { network: order.usdtNetwork, usdtAmount: microToUsdt(order.usdtMicro), rate: order.usdtRate }
        : null,
    txHash: order.txHash,
  };
}
