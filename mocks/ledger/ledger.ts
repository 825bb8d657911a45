import type { Database, Statement } from 'better-sqlite3';
import { ISSUANCE_ACCOUNT, type AccountId, type AccountKind } from './accounts';

/** One leg of a transaction: positive credits the account, negative debits it. Integer fen. */
export interface Posting {
  account: AccountId;
  amountFen: bigint;
}

export interface TransferRequest {
  /** Unique per intended movement: a repeated key returns the original transaction and moves nothing. */
  key: string;
  /** What the movement is, for records: signup_credit, venue_transfer, ... */
  kind: string;
  memo?: string;
  postings: readonly Posting[];
}

export interface LedgerTransaction {
  id: number;
  key: string;
  kind: string;
  memo: string;
  createdAt: number;
  postings: Posting[];
  /** True when the key had been used before and this is the original transaction. */
  replayed: boolean;
}

export type LedgerFailure =
  | 'insufficient_funds'
  | 'unbalanced'
  | 'invalid_amount'
  | 'unknown_account'
  | 'idempotency_conflict'
  /** A pending transfer key nobody created (pendingTransfers.ts). */
  | 'unknown_transfer'
  /** A pending transfer already resolved another way (posted, voided or expired). */
  | 'already_resolved';

export class LedgerError extends Error {
  constructor(
    readonly reason: LedgerFailure,
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

export interface AccountOptions {
  memberId?: number;
  venue?: string;
}

/** Largest single posting: 10^13 yuan, the range of the wire's money strings. */
const MAX_POSTING_FEN = 10n ** 15n;
const MAX_KEY_LENGTH = 200;

interface AccountRow {
  id: string;
  allow_negative: bigint;
  balance_fen: bigint;
}
interface TransactionRow {
  id: bigint;
  idempotency_key: string;
  kind: string;
  memo: string;
  created_at: bigint;
}
interface EntryRow {
  account_id: string;
  amount_fen: bigint;
}

/**
 * The double-entry, append-only money ledger (DESIGN.md section 7). Every transfer is one SQLite transaction
 * of two or more entries summing to zero, guarded by a unique idempotency key; a member account never goes
 * below zero. Amounts are bigint fen end to end.
 */
export class Ledger {
  private readonly insertAccount: Statement<[string, AccountKind, number | null, string | null, number, number]>;
  private readonly selectAccount: Statement<[string], AccountRow>;
  private readonly selectTransaction: Statement<[string], TransactionRow>;
  private readonly selectEntries: Statement<[bigint | number], EntryRow>;
  private readonly insertTransaction: Statement<[string, string, string, number]>;
  private readonly insertEntry: Statement<[bigint | number, string, bigint]>;
  private readonly selectBalance: Statement<[string], { balance_fen: bigint }>;

  constructor(
    private readonly db: Database,
    private readonly clock: () => number = () => Date.now(),
  ) {
    this.insertAccount = db.prepare(
      `INSERT OR IGNORE INTO ledger_accounts (id, kind, member_id, venue, allow_negative, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    this.selectAccount = db
      .prepare<[string], AccountRow>(
        `SELECT a.id, a.allow_negative, b.balance_fen
           FROM ledger_accounts a JOIN ledger_balances b ON b.account_id = a.id
          WHERE a.id = ?`,
      )
      .safeIntegers(true);
    this.selectTransaction = db
      .prepare<[string], TransactionRow>(
        'SELECT id, idempotency_key, kind, memo, created_at FROM ledger_transactions WHERE idempotency_key = ?',
      )
      .safeIntegers(true);
    this.selectEntries = db
      .prepare<[bigint | number], EntryRow>(
        'SELECT account_id, amount_fen FROM ledger_entries WHERE transaction_id = ? ORDER BY id',
      )
      .safeIntegers(true);
    this.insertTransaction = db.prepare(
      'INSERT INTO ledger_transactions (idempotency_key, kind, memo, created_at) VALUES (?, ?, ?, ?)',
    );
    this.insertEntry = db.prepare('INSERT INTO ledger_entries (transaction_id, account_id, amount_fen) VALUES (?, ?, ?)');
    this.selectBalance = db
      .prepare<[string], { balance_fen: bigint }>('SELECT balance_fen FROM ledger_balances WHERE account_id = ?')
      .safeIntegers(true);
    this.openAccount(ISSUANCE_ACCOUNT, 'issuance');
  }

  /** Opens an account when it does not exist yet (idempotent). Only issuance and house accounts may go negative. */
  openAccount(id: AccountId, kind: AccountKind, options: AccountOptions = {}): void {
    const allowNegative = kind === 'issuance' || kind === 'house' ? 1 : 0;
    this.insertAccount.run(id, kind, options.memberId ?? null, options.venue ?? null, allowNegative, this.clock());
  }

  hasAccount(id: AccountId): boolean {
    return this.selectAccount.get(id) !== undefined;
  }

  /** The account's balance in fen; 0 for an account never opened. */
  balance(id: AccountId): bigint {
    return this.selectBalance.get(id)?.balance_fen ?? 0n;
  }

  /**
   * Moves money as one transaction. Throws LedgerError when the postings do not balance, an amount is not a
   * positive or negative whole number of fen, an account is unknown, or a member account would go negative.
   */
  transfer(request: TransferRequest): LedgerTransaction {
    validateRequest(request);
    return this.db
      .transaction((): LedgerTransaction => {
        const existing = this.selectTransaction.get(request.key);
        if (existing) return this.replay(existing, request);

        const deltas = new Map<AccountId, bigint>();
        for (const posting of request.postings) {
          deltas.set(posting.account, (deltas.get(posting.account) ?? 0n) + posting.amountFen);
        }
        for (const [accountId, delta] of deltas) {
          const account = this.selectAccount.get(accountId);
          if (!account) throw new LedgerError('unknown_account', `unknown ledger account ${accountId}`);
          if (account.allow_negative === 0n && account.balance_fen + delta < 0n) {
            throw new LedgerError('insufficient_funds', `insufficient funds in ${accountId}`);
          }
        }

        const createdAt = this.clock();
        const memo = request.memo ?? '';
        const { lastInsertRowid } = this.insertTransaction.run(request.key, request.kind, memo, createdAt);
        // Credits first: the balance trigger checks each entry, and only the net change per account is checked above.
        const creditsFirst = [...request.postings].sort((a, b) => (a.amountFen > b.amountFen ? -1 : a.amountFen < b.amountFen ? 1 : 0));
        for (const posting of creditsFirst) {
          this.insertEntry.run(lastInsertRowid, posting.account, posting.amountFen);
        }
        return {
          id: Number(lastInsertRowid),
          key: request.key,
          kind: request.kind,
          memo,
          createdAt,
          postings: request.postings.map((p) => ({ ...p })),
          replayed: false,
        };
      })
      .immediate();
  }

  /** A two-leg transfer: `amountFen` (> 0) from one account to another. */
  move(key: string, kind: string, from: AccountId, to: AccountId, amountFen: bigint, memo?: string): LedgerTransaction {
    return this.transfer({
      key,
      kind,
      memo,
      postings: [
        { account: from, amountFen: -amountFen },
        { account: to, amountFen },
      ],
    });
  }

  /** The transaction recorded under an idempotency key, if any. */
  findTransaction(key: string): LedgerTransaction | undefined {
    const row = this.selectTransaction.get(key);
    return row ? this.toTransaction(row, true) : undefined;
  }

  /**
   * Checks the books: entries sum to zero overall and per transaction, and every maintained balance equals
   * the sum of its account's entries.
   */
  verify(): LedgerCheck {
    const total = this.db
      .prepare<[], { total: bigint }>('SELECT COALESCE(SUM(amount_fen), 0) AS total FROM ledger_entries')
      .safeIntegers(true)
      .get();
    const unbalanced = this.db
      .prepare<[], { transaction_id: bigint }>(
        'SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING SUM(amount_fen) <> 0 OR COUNT(*) < 2',
      )
      .safeIntegers(true)
      .all();
    const mismatched = this.db
      .prepare<[], { account_id: string }>(
        `SELECT b.account_id
           FROM ledger_balances b
           LEFT JOIN (SELECT account_id, SUM(amount_fen) AS total FROM ledger_entries GROUP BY account_id) e
             ON e.account_id = b.account_id
          WHERE b.balance_fen <> COALESCE(e.total, 0)`,
      )
      .all();
    const negative = this.db
      .prepare<[], { account_id: string }>(
        `SELECT b.account_id FROM ledger_balances b JOIN ledger_accounts a ON a.id = b.account_id
          WHERE a.allow_negative = 0 AND b.balance_fen < 0`,
      )
      .all();
    const entriesTotalFen = total?.total ?? 0n;
    return {
      balanced: entriesTotalFen === 0n && unbalanced.length === 0 && mismatched.length === 0 && negative.length === 0,
      entriesTotalFen,
      unbalancedTransactions: unbalanced.map((row) => Number(row.transaction_id)),
      mismatchedAccounts: mismatched.map((row) => row.account_id),
      negativeMemberAccounts: negative.map((row) => row.account_id),
    };
  }

  private replay(row: TransactionRow, request: TransferRequest): LedgerTransaction {
    const original = this.toTransaction(row, true);
    if (!samePostings(original.postings, request.postings)) {
      throw new LedgerError('idempotency_conflict', `idempotency key ${request.key} was used for another movement`);
    }
    return original;
  }

  private toTransaction(row: TransactionRow, replayed: boolean): LedgerTransaction {
    return {
      id: Number(row.id),
      key: row.idempotency_key,
      kind: row.kind,
      memo: row.memo,
      createdAt: Number(row.created_at),
      postings: this.selectEntries.all(row.id).map((entry) => ({ account: entry.account_id, amountFen: entry.amount_fen })),
      replayed,
    };
  }
}

export interface LedgerCheck {
  balanced: boolean;
  entriesTotalFen: bigint;
  unbalancedTransactions: number[];
  mismatchedAccounts: string[];
  negativeMemberAccounts: string[];
}

function validateRequest(request: TransferRequest): void {
  if (request.key.length === 0 || request.key.length > MAX_KEY_LENGTH) {
    throw new LedgerError('invalid_amount', 'an idempotency key of 1-200 characters is required');
  }
  if (request.postings.length < 2) throw new LedgerError('unbalanced', 'a transfer needs at least two postings');
  let sum = 0n;
  for (const posting of request.postings) {
    // Guards against callers that slipped a float in past the types.
    if (typeof posting.amountFen !== 'bigint') throw new LedgerError('invalid_amount', 'amounts are bigint fen');
    if (posting.amountFen === 0n) throw new LedgerError('invalid_amount', 'a posting cannot be zero');
    const magnitude = posting.amountFen < 0n ? -posting.amountFen : posting.amountFen;
    if (magnitude > MAX_POSTING_FEN) throw new LedgerError('invalid_amount', 'amount out of range');
    sum += posting.amountFen;
  }
  if (sum !== 0n) throw new LedgerError('unbalanced', 'postings must sum to zero');
}

function samePostings(a: readonly Posting[], b: readonly Posting[]): boolean {
  const canonical = (postings: readonly Posting[]): string =>
    postings
      .map((p) => `${p.account}=${p.amountFen.toString()}`)
      .sort()
      .join(';');
  return canonical(a) === canonical(b);
}
