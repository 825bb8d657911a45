import type BetterSqlite3 from 'better-sqlite3';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { ISSUANCE_ACCOUNT, centerAccount, lockedAccount, venueAccount } from './accounts';
import type { Ledger} from './ledger';
import { LedgerError } from './ledger';
import { freshLedger, openMember } from './ledgerTestBed';

const sumOfAllBalances = (db: BetterSqlite3.Database): bigint =>
  db
    .prepare<[], { total: bigint }>('SELECT COALESCE(SUM(balance_fen), 0) AS total FROM ledger_balances')
    .safeIntegers(true)
    .get()?.total ?? -1n;

describe('the ledger', () => {
  let db: BetterSqlite3.Database;
  let ledger: Ledger;
  let member: number;

  beforeEach(() => {
    ({ db, ledger } = freshLedger());
    member = openMember(db, ledger, 'player01');
  });

  it('credits a member from the issuance account with entries that sum to zero', () => {
    ledger.move('signup:1', 'signup_credit', ISSUANCE_ACCOUNT, centerAccount(member), 1_000_000n);
    expect(ledger.balance(centerAccount(member))).toBe(1_000_000n);
    expect(ledger.balance(ISSUANCE_ACCOUNT)).toBe(-1_000_000n);
    expect(ledger.verify()).toMatchObject({ balanced: true, entriesTotalFen: 0n });
  });

  it('moves money once for a repeated idempotency key and returns the original transaction', () => {
    const first = ledger.move('deposit:42', 'deposit', ISSUANCE_ACCOUNT, centerAccount(member), 5_000n);
    const again = ledger.move('deposit:42', 'deposit', ISSUANCE_ACCOUNT, centerAccount(member), 5_000n);
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ id: first.id, key: 'deposit:42', replayed: true });
    expect(ledger.balance(centerAccount(member))).toBe(5_000n);
    expect(db.prepare('SELECT COUNT(*) AS n FROM ledger_entries').get()).toEqual({ n: 2 });
  });

  it('refuses to reuse an idempotency key for a different movement', () => {
    ledger.move('deposit:7', 'deposit', ISSUANCE_ACCOUNT, centerAccount(member), 100n);
    expect(() => ledger.move('deposit:7', 'deposit', ISSUANCE_ACCOUNT, centerAccount(member), 200n)).toThrow(
      expect.objectContaining({ reason: 'idempotency_conflict' }),
    );
    expect(ledger.balance(centerAccount(member))).toBe(100n);
  });

  it('never lets a member wallet go below zero', () => {
    ledger.move('credit', 'deposit', ISSUANCE_ACCOUNT, centerAccount(member), 100n);
    expect(() => ledger.move('too-much', 'venue_transfer', centerAccount(member), venueAccount(member, 'AGZR'), 101n)).toThrow(
      expect.objectContaining({ reason: 'insufficient_funds' }),
    );
    expect(ledger.balance(centerAccount(member))).toBe(100n);
    expect(ledger.findTransaction('too-much')).toBeUndefined();
  });

  it('also refuses an overdraft in the database itself, past the code', () => {
    const tx = db.prepare("INSERT INTO ledger_transactions (idempotency_key, kind, created_at) VALUES ('raw', 'raw', 0)").run();
    const insert = db.prepare('INSERT INTO ledger_entries (transaction_id, account_id, amount_fen) VALUES (?, ?, ?)');
    expect(() => insert.run(tx.lastInsertRowid, centerAccount(member), -1)).toThrow(/insufficient funds/);
  });

  it('refuses unbalanced, single-leg, zero, fractional and unknown-account transfers', () => {
    const center = centerAccount(member);
    const reasons = [
      () => ledger.transfer({ key: 'a', kind: 't', postings: [{ account: ISSUANCE_ACCOUNT, amountFen: -5n }, { account: center, amountFen: 4n }] }),
      () => ledger.transfer({ key: 'b', kind: 't', postings: [{ account: center, amountFen: 0n }] }),
      () => ledger.transfer({ key: 'c', kind: 't', postings: [{ account: ISSUANCE_ACCOUNT, amountFen: 0n }, { account: center, amountFen: 0n }] }),
      () => ledger.transfer({ key: 'd', kind: 't', postings: [{ account: ISSUANCE_ACCOUNT, amountFen: -1.5 as unknown as bigint }, { account: center, amountFen: 1.5 as unknown as bigint }] }),
      () => ledger.move('e', 't', ISSUANCE_ACCOUNT, 'member:999:center', 1n),
    ].map((attempt) => {
      try {
        attempt();
        return 'accepted';
      } catch (error) {
        return error instanceof LedgerError ? error.reason : 'other';
      }
    });
    expect(reasons).toEqual(['unbalanced', 'unbalanced', 'invalid_amount', 'invalid_amount', 'unknown_account']);
    expect(db.prepare('SELECT COUNT(*) AS n FROM ledger_transactions').get()).toEqual({ n: 0 });
  });

  it('refuses to update or delete an entry, a transaction or an account', () => {
    ledger.move('credit', 'deposit', ISSUANCE_ACCOUNT, centerAccount(member), 100n);
    expect(() => db.prepare('UPDATE ledger_entries SET amount_fen = 1000000').run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM ledger_entries').run()).toThrow(/append-only/);
    expect(() => db.prepare("UPDATE ledger_transactions SET kind = 'x'").run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM ledger_transactions').run()).toThrow(/append-only/);
    expect(() => db.prepare('UPDATE ledger_accounts SET allow_negative = 1').run()).toThrow(/immutable/);
    expect(() => db.prepare('DELETE FROM ledger_accounts').run()).toThrow(/never deleted/);
    expect(ledger.balance(centerAccount(member))).toBe(100n);
  });

  it('stores amounts as INTEGER fen', () => {
    ledger.move('credit', 'deposit', ISSUANCE_ACCOUNT, centerAccount(member), 12_345n);
    const types = db.prepare('SELECT DISTINCT typeof(amount_fen) AS t FROM ledger_entries').all();
    expect(types).toEqual([{ t: 'integer' }]);
  });

  it('keeps every account summing to zero and no member wallet negative, whatever transfers are tried', () => {
    const players = [member, openMember(db, ledger, 'player02'), openMember(db, ledger, 'player03')];
    const accounts = [ISSUANCE_ACCOUNT, ...players.flatMap((id) => [centerAccount(id), lockedAccount(id), venueAccount(id, 'AGZR')])];
    const transfer = fc.record({
      from: fc.constantFrom(...accounts),
      to: fc.constantFrom(...accounts),
      amountFen: fc.bigInt({ min: 1n, max: 5_000_000n }),
      key: fc.integer({ min: 0, max: 40 }),
    });
    let round = 0;
    fc.assert(
      fc.property(fc.array(transfer, { maxLength: 40 }), (transfers) => {
        round += 1;
        for (const t of transfers) {
          try {
            ledger.move(`p${round}:${t.key}`, 'test', t.from, t.to, t.amountFen);
          } catch (error) {
            if (!(error instanceof LedgerError)) throw error;
          }
        }
        const check = ledger.verify();
        expect(check.balanced).toBe(true);
        expect(sumOfAllBalances(db)).toBe(0n);
        for (const account of accounts.filter((a) => a !== ISSUANCE_ACCOUNT)) {
          expect(ledger.balance(account)).toBeGreaterThanOrEqual(0n);
        }
      }),
      { numRuns: 60 },
    );
  });
});
