import BetterSqlite3 from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyToFen } from '@src/contract/money';
import { migrate } from '../../db/migrations';
import { MIGRATIONS } from '../../db/migrations/index';
import {
  ISSUANCE_ACCOUNT,
  Ledger,
  LedgerError,
  PendingTransfers,
  centerAccount,
  lockedAccount,
  venueAccount,
} from '../../ledger';
import { DealRecords } from './dealRecords';

const SPORTSBOOK = 'house:sportsbook';
const WITHDRAWALS = 'house:withdrawals';
const DEPOSITS = 'house:deposits';
const MEMBERS = 3;

/** A movement of a member's money, as the product makes them. */
type Movement =
  | { op: 'signup' }
  | { op: 'deposit'; fen: number }
  | { op: 'stake'; fen: number }
  | { op: 'payout'; fen: number }
  | { op: 'refund'; fen: number }
  | { op: 'toVenue'; fen: number }
  | { op: 'fromVenue'; fen: number }
  | { op: 'depositPaid' }
  | { op: 'withdrawRequest'; fen: number; timeoutMs: number | undefined }
  | { op: 'withdrawPaid' }
  | { op: 'withdrawReturned' }
  | { op: 'expire' }
  | { op: 'replay' };

const fen = fc.integer({ min: 1, max: 500_000 });
const movement: fc.Arbitrary<Movement> = fc.oneof(
  fc.constant<Movement>({ op: 'signup' }),
  fen.map((f): Movement => ({ op: 'deposit', fen: f })),
  fen.map((f): Movement => ({ op: 'stake', fen: f })),
  fen.map((f): Movement => ({ op: 'payout', fen: f })),
  fen.map((f): Movement => ({ op: 'refund', fen: f })),
  fen.map((f): Movement => ({ op: 'toVenue', fen: f })),
  fen.map((f): Movement => ({ op: 'fromVenue', fen: f })),
  fc.constant<Movement>({ op: 'depositPaid' }),
  fc
    .tuple(fen, fc.option(fc.integer({ min: 1, max: 7_200_000 }), { nil: undefined }))
    .map(([f, timeoutMs]): Movement => ({ op: 'withdrawRequest', fen: f, timeoutMs })),
  fc.constant<Movement>({ op: 'withdrawPaid' }),
  fc.constant<Movement>({ op: 'withdrawReturned' }),
  fc.constant<Movement>({ op: 'expire' }),
  fc.constant<Movement>({ op: 'replay' }),
);
const step = fc.record({
  member: fc.integer({ min: 0, max: MEMBERS - 1 }),
  movement,
  advanceMs: fc.integer({ min: 0, max: 3_600_000 }),
});

interface Books {
  db: BetterSqlite3.Database;
  ledger: Ledger;
  pending: PendingTransfers;
  members: number[];
  clock: { now: number };
  /** Keys of each member's reservations not resolved by this test yet (some may have expired meanwhile). */
  withdrawals: Map<number, string[]>;
  deposits: Map<number, string[]>;
}

function openBooks(migrations = MIGRATIONS): Books {
  const db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, migrations);
  const clock = { now: Date.UTC(2026, 10, 1) };
  const ledger = new Ledger(db, () => clock.now);
  for (const house of [SPORTSBOOK, WITHDRAWALS, DEPOSITS]) ledger.openAccount(house, 'house');
  const pending = new PendingTransfers(db, ledger, () => clock.now);
  const members = Array.from({ length: MEMBERS }, (_, index) => {
    const { lastInsertRowid } = db
      .prepare("INSERT INTO members (username, password_hash, created_at) VALUES (?, 'x', 0)")
      .run(`player0${index}`);
    const id = Number(lastInsertRowid);
    ledger.openAccount(centerAccount(id), 'center', { memberId: id });
    ledger.openAccount(lockedAccount(id), 'locked', { memberId: id });
    ledger.openAccount(venueAccount(id, 'AGZR'), 'venue', { memberId: id, venue: 'AGZR' });
    return id;
  });
  return { db, ledger, pending, members, clock, withdrawals: new Map(), deposits: new Map() };
}

/** The oldest open reservation of a member in `open`, taken out of it. */
function takeOldest(open: Map<number, string[]>, memberId: number): string | undefined {
  return open.get(memberId)?.shift();
}

function remember(open: Map<number, string[]>, memberId: number, key: string): void {
  open.set(memberId, [...(open.get(memberId) ?? []), key]);
}

/**
 * Applies one movement; one the member cannot afford is refused by the ledger and moves nothing, and resolving
 * a reservation that expired meanwhile is refused as already resolved. Withdrawals and deposits are two-phase
 * (PendingTransfers), as the cashier makes them.
 */
function apply(books: Books, memberId: number, move: Movement, index: number): void {
  const { ledger, pending } = books;
  const center = centerAccount(memberId);
  const key = `${index}:${memberId}`;
  try {
    switch (move.op) {
      case 'signup':
      case 'replay':
        // A retried signup credit moves nothing a second time, and adds no record.
        ledger.move(`signup:${memberId}`, 'signup_credit', ISSUANCE_ACCOUNT, center, 100_000n, '注册体验金');
        return;
      case 'deposit':
        // The house reserves the order's amount, invisible to the member until it is paid.
        pending.create({
          key: `deposit:${key}`,
          kind: 'deposit_pending',
          debit: DEPOSITS,
          credit: center,
          amountFen: BigInt(move.fen),
          memo: `D${key}`,
        });
        remember(books.deposits, memberId, `deposit:${key}`);
        return;
      case 'depositPaid': {
        const order = takeOldest(books.deposits, memberId);
        if (order) pending.post(order, { kind: 'deposit' });
        return;
      }
      case 'stake':
        ledger.move(`stake:${key}`, 'bet_stake', center, SPORTSBOOK, BigInt(move.fen), `T${key}`);
        return;
      case 'payout':
        ledger.move(`payout:${key}`, 'bet_payout', SPORTSBOOK, center, BigInt(move.fen), `T${key}`);
        return;
      case 'refund':
        ledger.move(`refund:${key}`, 'bet_refund', SPORTSBOOK, center, BigInt(move.fen), `T${key}`);
        return;
      case 'toVenue':
        ledger.move(
          `venue:${key}`,
          'venue_transfer',
          center,
          venueAccount(memberId, 'AGZR'),
          BigInt(move.fen),
        );
        return;
      case 'fromVenue':
        ledger.move(
          `venue:${key}`,
          'venue_transfer',
          venueAccount(memberId, 'AGZR'),
          center,
          BigInt(move.fen),
        );
        return;
      case 'withdrawRequest':
        pending.create({
          key: `withdraw:${key}`,
          kind: 'withdraw_request',
          expireKind: 'withdraw_returned',
          debit: center,
          credit: WITHDRAWALS,
          amountFen: BigInt(move.fen),
          ...(move.timeoutMs === undefined ? {} : { timeoutMs: move.timeoutMs }),
          memo: `W${key}`,
        });
        remember(books.withdrawals, memberId, `withdraw:${key}`);
        return;
      case 'withdrawPaid':
      case 'withdrawReturned': {
        const order = takeOldest(books.withdrawals, memberId);
        if (order && move.op === 'withdrawPaid') pending.post(order, { kind: 'withdraw_paid' });
        if (order && move.op === 'withdrawReturned') pending.void(order, { kind: 'withdraw_returned' });
        return;
      }
      case 'expire':
        pending.expireDue();
        return;
    }
  } catch (error) {
    const refused =
      error instanceof LedgerError &&
      (error.reason === 'insufficient_funds' || error.reason === 'already_resolved');
    if (!refused) throw error;
  }
}

/** Every record of a member, oldest first, read page by page as the page asks for them. */
function allRecords(records: DealRecords, memberId: number, pageSize: number) {
  const query = { beginTime: 0, endTime: Number.MAX_SAFE_INTEGER };
  const shown = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = records.list(memberId, query, { pageNum, pageSize });
    shown.push(...page.list);
    if (page.list.length < pageSize) return { shown: shown.reverse(), total: page.total };
  }
}

function expectRecordsAddUp(books: Books, pageSize: number): void {
  const records = new DealRecords(books.db, () => books.clock.now);
  for (const memberId of books.members) {
    const centerFen = books.ledger.balance(centerAccount(memberId));
    const lockedFen = books.ledger.balance(lockedAccount(memberId));
    const { shown, total } = allRecords(records, memberId, pageSize);
    expect(shown).toHaveLength(total);

    let runningCenter = 0n;
    let runningLocked = 0n;
    for (const record of shown) {
      runningCenter += moneyToFen(record.amount);
      runningLocked += moneyToFen(record.lockedChange);
      expect(moneyToFen(record.balanceAfter)).toBe(runningCenter);
      expect(moneyToFen(record.lockedAfter)).toBe(runningLocked);
      expect(runningCenter >= 0n && runningLocked >= 0n).toBe(true);
    }
    expect(runningCenter).toBe(centerFen);
    expect(runningLocked).toBe(lockedFen);
    expect(moneyToFen(shown.at(-1)?.balanceAfter ?? '0')).toBe(centerFen);

    const totals = records.totals(memberId, { beginTime: 0, endTime: Number.MAX_SAFE_INTEGER });
    expect(moneyToFen(totals.amount)).toBe(centerFen);
    expect(totals.kinds.reduce((sum, kind) => sum + moneyToFen(kind.lockedChange), 0n)).toBe(lockedFen);
    expect(totals.kinds.reduce((sum, kind) => sum + kind.count, 0)).toBe(total);
  }
}

describe('transaction records, read from the ledger', () => {
  it('always add up to the balance: the amounts sum to the centre wallet and the last balance after is it', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), fc.integer({ min: 1, max: 7 }), (steps, pageSize) => {
        const books = openBooks();
        steps.forEach(({ member, movement: move, advanceMs }, index) => {
          books.clock.now += advanceMs;
          apply(books, books.members[member] ?? 0, move, index);
        });
        expectRecordsAddUp(books, pageSize);
        expect(books.ledger.verify().balanced).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('index a ledger that already had movements when the records came (migration 013 on an existing database)', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), fc.array(step, { maxLength: 20 }), (before, after) => {
        const books = openBooks(MIGRATIONS.filter((migration) => migration.version < 13));
        before.forEach(({ member, movement: move, advanceMs }, index) => {
          books.clock.now += advanceMs;
          apply(books, books.members[member] ?? 0, move, index);
        });
        migrate(books.db, MIGRATIONS);
        after.forEach(({ member, movement: move, advanceMs }, index) => {
          books.clock.now += advanceMs;
          apply(books, books.members[member] ?? 0, move, before.length + index);
        });
        expectRecordsAddUp(books, 5);
      }),
      { numRuns: 60 },
    );
  });

  it('show a withdrawal as money leaving the centre wallet into lockMoney, paid from it, or returned when it expires', () => {
    const books = openBooks();
    const [memberId = 0] = books.members;
    const records = new DealRecords(books.db, () => books.clock.now);
    apply(books, memberId, { op: 'signup' }, 0);
    apply(books, memberId, { op: 'withdrawRequest', fen: 30_000, timeoutMs: undefined }, 1);
    apply(books, memberId, { op: 'withdrawPaid' }, 2);
    apply(books, memberId, { op: 'withdrawRequest', fen: 5_000, timeoutMs: 60_000 }, 3);
    books.clock.now += 60_000;
    apply(books, memberId, { op: 'expire' }, 4);
    const { list } = records.list(memberId, {}, { pageNum: 1, pageSize: 10 });
    const shown = list.map(({ kind, amount, balanceAfter, lockedChange, lockedAfter, reference }) =>
      [kind, amount, balanceAfter, lockedChange, lockedAfter, reference].join(' '),
    );
    expect(shown).toEqual([
      `withdraw_returned 50.00 700.00 -50.00 0.00 W3:${memberId}`,
      `withdraw_request -50.00 650.00 50.00 50.00 W3:${memberId}`,
      `withdraw_paid 0.00 700.00 -300.00 0.00 W1:${memberId}`,
      `withdraw_request -300.00 700.00 300.00 300.00 W1:${memberId}`,
      'signup_credit 1000.00 1000.00 0.00 0.00 注册体验金',
    ]);
  });

  it('filter by kinds and by time, and total each kind of the filter', () => {
    const books = openBooks();
    const [memberId = 0, other = 0] = books.members;
    const records = new DealRecords(books.db, () => books.clock.now);
    const start = books.clock.now;
    apply(books, memberId, { op: 'signup' }, 0);
    apply(books, other, { op: 'signup' }, 1);
    books.clock.now += 1000;
    apply(books, memberId, { op: 'stake', fen: 5_000 }, 2);
    apply(books, memberId, { op: 'stake', fen: 2_500 }, 3);
    books.clock.now += 1000;
    apply(books, memberId, { op: 'payout', fen: 9_000 }, 4);

    const stakes = records.list(memberId, { kinds: ['bet_stake'] }, { pageNum: 1, pageSize: 10 });
    expect(stakes.total).toBe(2);
    expect(stakes.list.map((record) => record.amount)).toEqual(['-25.00', '-50.00']);
    const middle = records.list(
      memberId,
      { beginTime: start + 1000, endTime: start + 2000 },
      { pageNum: 1, pageSize: 10 },
    );
    expect(middle.list.map((record) => record.kind)).toEqual(['bet_stake', 'bet_stake']);

    expect(records.totals(memberId, {})).toEqual({
      count: 4,
      amount: '1015.00',
      kinds: [
        { kind: 'signup_credit', count: 1, amount: '1000.00', lockedChange: '0.00' },
        { kind: 'bet_stake', count: 2, amount: '-75.00', lockedChange: '0.00' },
        { kind: 'bet_payout', count: 1, amount: '90.00', lockedChange: '0.00' },
      ],
    });
  });

  it('read a page through the member and time index, not a scan of the records', () => {
    const books = openBooks();
    const plan = (sql: string) =>
      books.db
        .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
        .all(1, 0, 1)
        .map((row) => row.detail)
        .join('\n');
    const byTime = plan(
      'SELECT * FROM deal_records WHERE member_id = ? AND created_at >= ? AND created_at < ? ORDER BY created_at DESC, transaction_id DESC LIMIT 20',
    );
    expect(byTime).toMatch(/USING (COVERING )?INDEX deal_records_by_time/);
    expect(byTime).not.toMatch(/TEMP B-TREE/);
    const byKind = books.db
      .prepare<unknown[], { detail: string }>(
        "EXPLAIN QUERY PLAN SELECT * FROM deal_records WHERE member_id = ? AND created_at >= ? AND created_at < ? AND kind IN ('bet_stake') ORDER BY created_at DESC, transaction_id DESC LIMIT 20",
      )
      .all(1, 0, 1)
      .map((row) => row.detail)
      .join('\n');
    expect(byKind).toMatch(/USING (COVERING )?INDEX deal_records_by_(kind|time)/);
  });
});
