import { createHash } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import { Code } from '@src/contract';
import { VenueMessage, type TransferDirection } from '@src/contract/venue';
import { ApiError } from '../http/apiError';
import { LedgerError, centerAccount, venueAccount, type Ledger, type PendingTransfers } from '../ledger';

/** Ledger kind of a venue transfer's reservation and of its posting; a void returns it as VENUE_TRANSFER_RETURNED. */
export const VENUE_TRANSFER_KIND = 'venue_transfer';
export const VENUE_TRANSFER_RETURNED_KIND = 'venue_transfer_returned';

export type VenueTransferState = 'pending' | 'posted' | 'voided';
/** Who learnt a transfer's outcome: its own call's answer, or the reconciler's query. */
export type ResolvedBy = 'call' | 'reconciler';

export interface VenueTransferRecord {
  transferId: string;
  memberId: number;
  enName: string;
  direction: TransferDirection;
  amountFen: bigint;
  pendingKey: string;
  state: VenueTransferState;
  createdAt: number;
  resolvedAt: number | null;
  resolvedBy: ResolvedBy | null;
  /** Reconciler queries that got no answer. */
  attempts: number;
  nextCheckAt: number;
}

export interface VenueTransferSummary {
  pending: number;
  posted: number;
  voided: number;
  /** Resolved by the reconciler's query (the call itself got no answer in time). */
  resolvedByReconciler: number;
}

export interface ReserveRequest {
  memberId: number;
  enName: string;
  venueName: string;
  direction: TransferDirection;
  amountFen: bigint;
  /** The pending transfer's key: unique per intended movement (a repeat finds the first). */
  pendingKey: string;
}

interface Row {
  transfer_id: string;
  member_id: bigint;
  en_name: string;
  direction: TransferDirection;
  amount_fen: bigint;
  pending_key: string;
  state: VenueTransferState;
  created_at: bigint;
  resolved_at: bigint | null;
  resolved_by: ResolvedBy | null;
  attempts: bigint;
  next_check_at: bigint;
}

/** The provider knows a transfer by this id: stable for its pending key, so a repeat after a crash reuses it. */
export function transferIdOf(pendingKey: string): string {
  return `VT${createHash('sha256').update(pendingKey).digest('hex').slice(0, 24).toUpperCase()}`;
}

/**
 * The venue transfers' records (table venue_transfers) kept with their pending ledger transfers: a reservation
 * and its record are made in one SQLite transaction, and so are a resolution (post or void, exactly once) and the
 * record's new state. Centre -> venue holds the money in the member's locked wallet until posted; so does
 * venue -> centre.
 */
export class VenueTransferBook {
  private readonly selectById: Statement<[string], Row>;
  private readonly selectByKey: Statement<[string], Row>;
  private readonly selectDue: Statement<[number], Row>;
  private readonly selectPending: Statement<[], Row>;
  private readonly insert: Statement<[string, number, string, string, bigint, string, number, number]>;
  private readonly markResolved: Statement<[VenueTransferState, number, ResolvedBy, string]>;
  private readonly countStates: Statement<[], { state: VenueTransferState; resolved_by: ResolvedBy | null; count: number }>;
  private readonly markUnanswered: Statement<[number, string]>;

  constructor(
    private readonly db: Database,
    private readonly ledger: Ledger,
    private readonly pending: PendingTransfers,
    private readonly clock: () => number,
  ) {
    const select = 'SELECT * FROM venue_transfers';
    this.selectById = db.prepare<[string], Row>(`${select} WHERE transfer_id = ?`).safeIntegers(true);
    this.selectByKey = db.prepare<[string], Row>(`${select} WHERE pending_key = ?`).safeIntegers(true);
    this.selectDue = db
      .prepare<[number], Row>(`${select} WHERE state = 'pending' AND next_check_at <= ? ORDER BY next_check_at, created_at`)
      .safeIntegers(true);
    this.selectPending = db.prepare<[], Row>(`${select} WHERE state = 'pending' ORDER BY created_at`).safeIntegers(true);
    this.insert = db.prepare(
      `INSERT INTO venue_transfers (transfer_id, member_id, en_name, direction, amount_fen, pending_key, state, created_at, next_check_at)
       VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
    );
    this.markResolved = db.prepare(
      `UPDATE venue_transfers SET state = ?, resolved_at = ?, resolved_by = ? WHERE transfer_id = ? AND state = 'pending'`,
    );
    this.countStates = db.prepare(
      'SELECT state, resolved_by, COUNT(*) AS count FROM venue_transfers GROUP BY state, resolved_by',
    );
    this.markUnanswered = db.prepare(
      `UPDATE venue_transfers SET attempts = attempts + 1, next_check_at = ? WHERE transfer_id = ? AND state = 'pending'`,
    );
  }

  /**
   * Reserves the amount (a pending ledger transfer, kind venue_transfer) and records the transfer, in one SQLite
   * transaction; the same pending key again returns the first record and moves nothing. Refuses (6012, nothing
   * moved) when the wallet it comes from is short.
   */
  reserve(request: ReserveRequest): VenueTransferRecord {
    const { memberId, enName, direction, amountFen, pendingKey } = request;
    const center = centerAccount(memberId);
    const venue = venueAccount(memberId, enName);
    try {
      return this.db
        .transaction((): VenueTransferRecord => {
          const existing = this.selectByKey.get(pendingKey);
          if (existing) return toRecord(existing);
          this.ledger.openAccount(venue, 'venue', { memberId, venue: enName });
          this.pending.create({
            key: pendingKey,
            kind: VENUE_TRANSFER_KIND,
            debit: direction === 'in' ? center : venue,
            credit: direction === 'in' ? venue : center,
            amountFen,
            memo: direction === 'in' ? `转入${request.venueName}` : `${request.venueName}转出`,
          });
          const now = this.clock();
          const transferId = transferIdOf(pendingKey);
          this.insert.run(transferId, memberId, enName, direction, amountFen, pendingKey, now, now);
          return this.byId(transferId);
        })
        .immediate();
    } catch (error) {
      if (error instanceof LedgerError && error.reason === 'insufficient_funds') {
        throw new ApiError(Code.Warning, direction === 'in' ? VenueMessage.insufficientCenter : VenueMessage.insufficientVenue);
      }
      throw error;
    }
  }

  /**
   * Posts (the provider has the money moved) or voids (nothing moved) a pending transfer, once, with its record.
   * A transfer already resolved is returned as it is (whoever resolved it first decided).
   */
  resolve(transferId: string, to: 'posted' | 'voided', by: ResolvedBy): VenueTransferRecord {
    return this.db
      .transaction((): VenueTransferRecord => {
        const record = this.byId(transferId);
        if (record.state !== 'pending') return record;
        const resolved =
          to === 'posted'
            ? this.pending.post(record.pendingKey, { kind: VENUE_TRANSFER_KIND })
            : this.pending.void(record.pendingKey, { kind: VENUE_TRANSFER_RETURNED_KIND });
        this.markResolved.run(resolved.state === 'posted' ? 'posted' : 'voided', this.clock(), by, transferId);
        return this.byId(transferId);
      })
      .immediate();
  }

  /** The reconciler got no answer: ask again at `nextCheckAt`. */
  unanswered(transferId: string, nextCheckAt: number): void {
    this.markUnanswered.run(nextCheckAt, transferId);
  }

  find(transferId: string): VenueTransferRecord | undefined {
    const row = this.selectById.get(transferId);
    return row ? toRecord(row) : undefined;
  }

  /** Pending transfers whose next check is due at `now`, oldest first. */
  due(now: number): VenueTransferRecord[] {
    return this.selectDue.all(now).map(toRecord);
  }

  /** How many transfers are in each state, and how many of the resolved ones the reconciler resolved. */
  summary(): VenueTransferSummary {
    const summary: VenueTransferSummary = { pending: 0, posted: 0, voided: 0, resolvedByReconciler: 0 };
    for (const row of this.countStates.all()) {
      summary[row.state] += row.count;
      if (row.resolved_by === 'reconciler') summary.resolvedByReconciler += row.count;
    }
    return summary;
  }

  allPending(): VenueTransferRecord[] {
    return this.selectPending.all().map(toRecord);
  }

  private byId(transferId: string): VenueTransferRecord {
    const row = this.selectById.get(transferId);
    if (!row) throw new Error(`venue transfer ${transferId} vanished inside its transaction`);
    return toRecord(row);
  }
}

function toRecord(row: Row): VenueTransferRecord {
  return {
    transferId: row.transfer_id,
    memberId: Number(row.member_id),
    enName: row.en_name,
    direction: row.direction,
    amountFen: row.amount_fen,
    pendingKey: row.pending_key,
    state: row.state,
    createdAt: Number(row.created_at),
    resolvedAt: row.resolved_at === null ? null : Number(row.resolved_at),
    resolvedBy: row.resolved_by,
    attempts: Number(row.attempts),
    nextCheckAt: Number(row.next_check_at),
  };
}
