import type { Database, Statement } from 'better-sqlite3';
import { lockedAccount, type AccountId } from './accounts';
import { LedgerError, type Ledger } from './ledger';

export type PendingState = 'pending' | 'posted' | 'voided' | 'expired';
type FinalState = Exclude<PendingState, 'pending'>;

export interface PendingTransferRequest {
  /** Idempotency key of the reservation (unique); a replay with the same body returns the original. */
  key: string;
  /** Ledger kind of the reserving transaction, e.g. 'withdraw_request', 'deposit_pending'. */
  kind: string;
  /** Where the money comes from: a member's centre or venue wallet, or a house (clearing) account. */
  debit: AccountId;
  /** Where it goes when posted. */
  credit: AccountId;
  /** Integer fen, > 0. */
  amountFen: bigint;
  /** Expires (returns to the debit by time) at createdAt + timeoutMs; none = never by time. */
  timeoutMs?: number;
  /** Shown in records, e.g. the order number. */
  memo?: string;
  /** Ledger kind of the transaction an expiry makes; default `${kind}_expired`. */
  expireKind?: string;
}

export interface PendingTransfer {
  id: number;
  key: string;
  kind: string;
  debit: AccountId;
  credit: AccountId;
  amountFen: bigint;
  state: PendingState;
  createdAt: number;
  expiresAt: number | null;
  resolvedAt: number | null;
  memo: string;
  /** Where the amount waits while pending: the member's locked wallet, or HOUSE_PENDING_ACCOUNT. */
  hold: AccountId;
  /** Ledger kind of the resolving transaction, once resolved. */
  resolvedKind: string | null;
}

export interface ResolveOptions {
  /** Ledger kind of the resolving transaction, e.g. 'withdraw_paid', 'withdraw_returned', 'deposit'. */
  kind: string;
  /** Default: the reservation's memo. */
  memo?: string;
}

/** Where a house-debited reservation (a deposit waiting for the provider) waits until it is resolved. */
export const HOUSE_PENDING_ACCOUNT: AccountId = 'house:pending';

/** The reservation's key is a prefix of its ledger keys, which may be 200 characters. */
const MAX_PENDING_KEY_LENGTH = 180;
/** Largest timeout: about 100 years, far past anything meant and still an exact integer of ms. */
const MAX_TIMEOUT_MS = 100 * 365 * 86_400_000;

interface PendingRow {
  id: bigint;
  idempotency_key: string;
  kind: string;
  expire_kind: string;
  debit_account: string;
  credit_account: string;
  hold_account: string;
  amount_fen: bigint;
  memo: string;
  timeout_ms: bigint | null;
  created_at: bigint;
  expires_at: bigint | null;
  state: FinalState | null;
  resolved_kind: string | null;
  resolved_at: bigint | null;
}

const SELECT_PENDING = `
  SELECT p.id, p.idempotency_key, p.kind, p.expire_kind, p.debit_account, p.credit_account, p.hold_account,
         p.amount_fen, p.memo, p.timeout_ms, p.created_at, p.expires_at,
         r.state, r.kind AS resolved_kind, r.resolved_at
    FROM pending_transfers p LEFT JOIN pending_transfer_resolutions r ON r.pending_id = p.id`;

/**
 * Two-phase transfers over the ledger (issue 14): `create` reserves an amount (debit -> hold, so a member's
 * reserved money shows as lockMoney), and each reservation is resolved exactly once: `post` (hold -> credit),
 * `void` or expiry (hold -> debit). Every step is one SQLite transaction whose ledger transfer is a savepoint in
 * it; the resolution row's primary key is the pending id, so two processes racing to resolve the same
 * reservation cannot both succeed. A reservation past its expiry is expired by whoever touches it first (a
 * post or void, or the sweeper's `expireDue`), so a late post never moves money after the deadline.
 */
export class PendingTransfers {
  private readonly selectByKey: Statement<[string], PendingRow>;
  private readonly selectById: Statement<[bigint], PendingRow>;
  private readonly selectDue: Statement<[number], { idempotency_key: string }>;
  private readonly selectNextDue: Statement<[], { expires_at: bigint | null }>;
  private readonly selectAccount: Statement<[string], { kind: string; member_id: bigint | null }>;
  private readonly insertPending: Statement<
    [string, string, string, string, string, string, bigint, string, number | null, number, number | null, number]
  >;
  private readonly insertResolution: Statement<[bigint, FinalState, string, number, number]>;
  private readonly createdListeners = new Set<(transfer: PendingTransfer) => void>();
  private readonly resolvedListeners = new Set<(transfer: PendingTransfer) => void>();

  constructor(
    private readonly db: Database,
    private readonly ledger: Ledger,
    private readonly clock: () => number = () => Date.now(),
  ) {
    this.selectByKey = db.prepare<[string], PendingRow>(`${SELECT_PENDING} WHERE p.idempotency_key = ?`).safeIntegers(true);
    this.selectById = db.prepare<[bigint], PendingRow>(`${SELECT_PENDING} WHERE p.id = ?`).safeIntegers(true);
    this.selectDue = db.prepare<[number], { idempotency_key: string }>(
      `SELECT p.idempotency_key FROM pending_transfers p
        WHERE p.expires_at IS NOT NULL AND p.expires_at <= ?
          AND NOT EXISTS (SELECT 1 FROM pending_transfer_resolutions r WHERE r.pending_id = p.id)
        ORDER BY p.expires_at, p.id`,
    );
    this.selectNextDue = db
      .prepare<[], { expires_at: bigint | null }>(
        `SELECT MIN(p.expires_at) AS expires_at FROM pending_transfers p
          WHERE p.expires_at IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM pending_transfer_resolutions r WHERE r.pending_id = p.id)`,
      )
      .safeIntegers(true);
    this.selectAccount = db
      .prepare<[string], { kind: string; member_id: bigint | null }>('SELECT kind, member_id FROM ledger_accounts WHERE id = ?')
      .safeIntegers(true);
    this.insertPending = db.prepare(
      `INSERT INTO pending_transfers (idempotency_key, kind, expire_kind, debit_account, credit_account, hold_account,
                                      amount_fen, memo, timeout_ms, created_at, expires_at, reserve_transaction_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertResolution = db.prepare(
      'INSERT INTO pending_transfer_resolutions (pending_id, state, kind, transaction_id, resolved_at) VALUES (?, ?, ?, ?, ?)',
    );
    ledger.openAccount(HOUSE_PENDING_ACCOUNT, 'house');
  }

  /**
   * Reserves: moves the amount from debit to its hold in one SQLite transaction. The same key with the same
   * kind, accounts, amount and timeout returns the original and moves nothing; with another body it throws
   * 'idempotency_conflict'. Also 'insufficient_funds', 'invalid_amount', 'unknown_account'.
   */
  create(request: PendingTransferRequest): PendingTransfer {
    validateRequest(request);
    const created = this.db
      .transaction((): { transfer: PendingTransfer; fresh: boolean } => {
        const existing = this.selectByKey.get(request.key);
        if (existing) {
          if (!sameRequest(existing, request)) {
            throw new LedgerError('idempotency_conflict', `pending transfer key ${request.key} was used for another reservation`);
          }
          return { transfer: toTransfer(existing), fresh: false };
        }
        const hold = this.holdFor(request.debit);
        if (!this.selectAccount.get(request.credit)) {
          throw new LedgerError('unknown_account', `unknown ledger account ${request.credit}`);
        }
        const memo = request.memo ?? '';
        const reserve = this.ledger.move(reserveKey(request.key), request.kind, request.debit, hold, request.amountFen, memo);
        const createdAt = this.clock();
        const timeoutMs = request.timeoutMs ?? null;
        const { lastInsertRowid } = this.insertPending.run(
          request.key,
          request.kind,
          request.expireKind ?? `${request.kind}_expired`,
          request.debit,
          request.credit,
          hold,
          request.amountFen,
          memo,
          timeoutMs,
          createdAt,
          timeoutMs === null ? null : createdAt + timeoutMs,
          reserve.id,
        );
        return { transfer: this.byId(BigInt(lastInsertRowid)), fresh: true };
      })
      .immediate();
    if (created.fresh) this.tell(this.createdListeners, created.transfer);
    return created.transfer;
  }

  /** Moves the held amount to the credit account, once. Posting a posted transfer returns it again. */
  post(key: string, options: ResolveOptions): PendingTransfer {
    return this.resolve(key, 'posted', options);
  }

  /** Returns the held amount to the debit account, once. Voiding a voided transfer returns it again. */
  void(key: string, options: ResolveOptions): PendingTransfer {
    return this.resolve(key, 'voided', options);
  }

  /**
   * Expires every pending transfer due at `now` (each in its own SQLite transaction; ledger kind
   * `${kind}_expired` unless the request named another) and returns them.
   */
  expireDue(now: number = this.clock()): PendingTransfer[] {
    const expired: PendingTransfer[] = [];
    for (const { idempotency_key: key } of this.selectDue.all(now)) {
      const transfer = this.db
        .transaction((): PendingTransfer | undefined => {
          const row = this.selectByKey.get(key);
          // Another process (or a post/void here) may have resolved it since the list was read.
          if (!row || row.state !== null) return undefined;
          return this.settle(row, 'expired', { kind: row.expire_kind });
        })
        .immediate();
      if (transfer) {
        expired.push(transfer);
        this.tell(this.resolvedListeners, transfer);
      }
    }
    return expired;
  }

  get(key: string): PendingTransfer | undefined {
    const row = this.selectByKey.get(key);
    return row ? toTransfer(row) : undefined;
  }

  /** When the next unresolved reservation falls due (ms since the epoch), or null when none has a timeout. */
  nextExpiry(): number | null {
    const next = this.selectNextDue.get()?.expires_at ?? null;
    return next === null ? null : Number(next);
  }

  /** Calls `listener` after each new reservation commits (the expiry sweeper wakes earlier for it). */
  onCreated(listener: (transfer: PendingTransfer) => void): () => void {
    this.createdListeners.add(listener);
    return () => this.createdListeners.delete(listener);
  }

  /**
   * Calls `listener` after each resolution commits: a post, a void, or an expiry (by the sweeper or by a post or
   * void that found the reservation past its deadline). An order whose money is pending can follow it here.
   */
  onResolved(listener: (transfer: PendingTransfer) => void): () => void {
    this.resolvedListeners.add(listener);
    return () => this.resolvedListeners.delete(listener);
  }

  private resolve(key: string, target: 'posted' | 'voided', options: ResolveOptions): PendingTransfer {
    if (options.kind.length === 0) throw new LedgerError('invalid_amount', 'a resolving transaction needs a kind');
    const { transfer, fresh } = this.db
      .transaction((): { transfer: PendingTransfer; fresh: boolean } => {
        const row = this.selectByKey.get(key);
        if (!row) throw new LedgerError('unknown_transfer', `no pending transfer ${key}`);
        if (row.state !== null) return { transfer: toTransfer(row), fresh: false };
        // Past its deadline it expires now, whatever was asked: the deadline, not the sweeper's pace, decides.
        const due = row.expires_at !== null && row.expires_at <= BigInt(this.clock());
        return { transfer: due ? this.settle(row, 'expired', { kind: row.expire_kind }) : this.settle(row, target, options), fresh: true };
      })
      .immediate();
    if (fresh) this.tell(this.resolvedListeners, transfer);
    if (transfer.state !== target) {
      throw new LedgerError('already_resolved', `pending transfer ${key} is already ${transfer.state}`);
    }
    return transfer;
  }

  /** Listeners run after the commit; one that throws does not undo the movement nor stop the others. */
  private tell(listeners: ReadonlySet<(transfer: PendingTransfer) => void>, transfer: PendingTransfer): void {
    for (const listener of listeners) {
      try {
        listener(transfer);
      } catch (error) {
        console.error('待处理转账的通知失败', transfer.key, error);
      }
    }
  }

  /** Moves the hold out and records the one resolution; call inside a transaction. */
  private settle(row: PendingRow, state: FinalState, options: ResolveOptions): PendingTransfer {
    const to = state === 'posted' ? row.credit_account : row.debit_account;
    const movement = this.ledger.move(
      `${reserveKey(row.idempotency_key)}:${state}`,
      options.kind,
      row.hold_account,
      to,
      row.amount_fen,
      options.memo ?? row.memo,
    );
    this.insertResolution.run(row.id, state, options.kind, movement.id, this.clock());
    return this.byId(row.id);
  }

  private byId(id: bigint): PendingTransfer {
    const row = this.selectById.get(id);
    if (!row) throw new Error(`pending transfer ${id} vanished inside its transaction`);
    return toTransfer(row);
  }

  /** A member's centre or venue wallet holds in the member's locked wallet; a house account in HOUSE_PENDING_ACCOUNT. */
  private holdFor(debit: AccountId): AccountId {
    const account = this.selectAccount.get(debit);
    if (!account) throw new LedgerError('unknown_account', `unknown ledger account ${debit}`);
    if (account.kind === 'house' || account.kind === 'issuance') return HOUSE_PENDING_ACCOUNT;
    // A venue wallet's money on its way back to the centre shows as locked too, like any in flight.
    if ((account.kind === 'center' || account.kind === 'venue') && account.member_id !== null) {
      const hold = lockedAccount(Number(account.member_id));
      if (!this.selectAccount.get(hold)) throw new LedgerError('unknown_account', `unknown ledger account ${hold}`);
      return hold;
    }
    throw new LedgerError('unknown_account', `a pending transfer debits a member's centre or venue wallet or a house account, not ${debit}`);
  }
}

function reserveKey(key: string): string {
  return `pending:${key}`;
}

function validateRequest(request: PendingTransferRequest): void {
  if (request.key.length === 0 || request.key.length > MAX_PENDING_KEY_LENGTH) {
    throw new LedgerError('invalid_amount', `a pending transfer key of 1-${MAX_PENDING_KEY_LENGTH} characters is required`);
  }
  if (typeof request.amountFen !== 'bigint' || request.amountFen <= 0n) {
    throw new LedgerError('invalid_amount', 'a pending transfer moves a positive whole number of fen');
  }
  const { timeoutMs } = request;
  if (timeoutMs !== undefined && (!Number.isSafeInteger(timeoutMs) || timeoutMs <= 0 || timeoutMs > MAX_TIMEOUT_MS)) {
    throw new LedgerError('invalid_amount', 'a timeout is a positive whole number of milliseconds');
  }
  if (request.debit === request.credit) throw new LedgerError('unknown_account', 'debit and credit must differ');
}

function sameRequest(row: PendingRow, request: PendingTransferRequest): boolean {
  return (
    row.kind === request.kind &&
    row.debit_account === request.debit &&
    row.credit_account === request.credit &&
    row.amount_fen === request.amountFen &&
    (row.timeout_ms === null ? request.timeoutMs === undefined : Number(row.timeout_ms) === request.timeoutMs)
  );
}

function toTransfer(row: PendingRow): PendingTransfer {
  return {
    id: Number(row.id),
    key: row.idempotency_key,
    kind: row.kind,
    debit: row.debit_account,
    credit: row.credit_account,
    amountFen: row.amount_fen,
    state: row.state ?? 'pending',
    createdAt: Number(row.created_at),
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
    resolvedAt: row.resolved_at === null ? null : Number(row.resolved_at),
    memo: row.memo,
    hold: row.hold_account,
    resolvedKind: row.resolved_kind,
  };
}
