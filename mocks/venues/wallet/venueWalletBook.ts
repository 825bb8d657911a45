import type { Database, Statement } from 'better-sqlite3';
import { fenToMoney } from '@src/contract';
import type { ProviderTransfer } from '../providerApi';

type Direction = ProviderTransfer['direction'];

interface TransferRow {
  transfer_id: string;
  direction: Direction;
  player: string;
  amount_fen: bigint;
  state: ProviderTransfer['state'];
  reason: string | null;
  balance_after_fen: bigint;
}

/** Why a withdraw beyond the player's balance is refused. */
export const SHORT_BALANCE_REASON = '场馆余额不足';

/**
 * One venue's transfer wallets, in its own tables (migration 014): every call is one SQLite transaction, and a
 * transfer id the venue has already recorded answers what was recorded then, whatever the call now asks.
 */
export class VenueWalletBook {
  private readonly selectTransfer: Statement<[string, string], TransferRow>;
  private readonly selectBalance: Statement<[string, string], { balance_fen: bigint }>;
  private readonly upsertBalance: Statement<[string, string, bigint, number]>;
  private readonly insertTransfer: Statement<[string, string, Direction, string, bigint, string, string | null, bigint, number]>;
  readonly deposit: (player: string, transferId: string, amountFen: bigint) => ProviderTransfer;
  readonly withdraw: (player: string, transferId: string, amountFen: bigint) => ProviderTransfer;
  readonly refuse: (direction: Direction, player: string, transferId: string, amountFen: bigint, reason: string) => ProviderTransfer;

  constructor(
    db: Database,
    private readonly enName: string,
    private readonly clock: () => number,
  ) {
    this.selectTransfer = db.prepare<[string, string], TransferRow>(
      `SELECT transfer_id, direction, player, amount_fen, state, reason, balance_after_fen
         FROM venue_provider_transfers WHERE en_name = ? AND transfer_id = ?`,
    ).safeIntegers(true);
    this.selectBalance = db
      .prepare<[string, string], { balance_fen: bigint }>('SELECT balance_fen FROM venue_provider_wallets WHERE en_name = ? AND player = ?')
      .safeIntegers(true);
    this.upsertBalance = db.prepare(
      `INSERT INTO venue_provider_wallets (en_name, player, balance_fen, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (en_name, player) DO UPDATE SET balance_fen = excluded.balance_fen, updated_at = excluded.updated_at`,
    );
    this.insertTransfer = db.prepare(
      `INSERT INTO venue_provider_transfers
         (en_name, transfer_id, direction, player, amount_fen, state, reason, balance_after_fen, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.deposit = db.transaction((player: string, transferId: string, amountFen: bigint) => {
      const known = this.find(transferId);
      if (known) return known;
      const after = this.balanceFen(player) + amountFen;
      this.upsertBalance.run(this.enName, player, after, this.clock());
      return this.record('deposit', player, transferId, amountFen, 'succeeded', null, after);
    });
    this.withdraw = db.transaction((player: string, transferId: string, amountFen: bigint) => {
      const known = this.find(transferId);
      if (known) return known;
      const balance = this.balanceFen(player);
      if (balance < amountFen) return this.record('withdraw', player, transferId, amountFen, 'failed', SHORT_BALANCE_REASON, balance);
      const after = balance - amountFen;
      this.upsertBalance.run(this.enName, player, after, this.clock());
      return this.record('withdraw', player, transferId, amountFen, 'succeeded', null, after);
    });
    this.refuse = db.transaction(
      (direction: Direction, player: string, transferId: string, amountFen: bigint, reason: string) =>
        this.find(transferId) ??
        this.record(direction, player, transferId, amountFen, 'failed', reason, this.balanceFen(player)),
    );
  }

  /** What the venue recorded for a transfer id, or undefined when it never received it. */
  find(transferId: string): ProviderTransfer | undefined {
    const row = this.selectTransfer.get(this.enName, transferId);
    return row ? toTransfer(row) : undefined;
  }

  /** The player's balance at the venue, in fen (0 for a player it has never seen). */
  balanceFen(player: string): bigint {
    return this.selectBalance.get(this.enName, player)?.balance_fen ?? 0n;
  }

  private record(
    direction: Direction,
    player: string,
    transferId: string,
    amountFen: bigint,
    state: ProviderTransfer['state'],
    reason: string | null,
    balanceAfterFen: bigint,
  ): ProviderTransfer {
    this.insertTransfer.run(this.enName, transferId, direction, player, amountFen, state, reason, balanceAfterFen, this.clock());
    return toTransfer({
      transfer_id: transferId,
      direction,
      player,
      amount_fen: amountFen,
      state,
      reason,
      balance_after_fen: balanceAfterFen,
    });
  }
}

function toTransfer(row: TransferRow): ProviderTransfer {
  return {
    transferId: row.transfer_id,
    direction: row.direction,
    player: row.player,
    amount: fenToMoney(row.amount_fen),
    state: row.state,
    reason: row.reason,
    balanceAfter: fenToMoney(row.balance_after_fen),
  };
}
