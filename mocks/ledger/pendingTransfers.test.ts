import type BetterSqlite3 from 'better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import { ISSUANCE_ACCOUNT, centerAccount, lockedAccount } from './accounts';
import type { Ledger } from './ledger';
import { freshLedger, openMember } from './ledgerTestBed';
import { HOUSE_PENDING_ACCOUNT, PendingTransfers, type PendingTransferRequest } from './pendingTransfers';

const HOUSE_PAYOUTS = 'house:withdrawals';
const HOUSE_DEPOSITS = 'house:deposits';

describe('pending transfers', () => {
  let now: number;
  let db: BetterSqlite3.Database;
  let ledger: Ledger;
  let pending: PendingTransfers;
  let member: number;
  let withdrawal: PendingTransferRequest;

  const reason = (attempt: () => unknown): string => {
    try {
      attempt();
      return 'accepted';
    } catch (error) {
      return (error as { reason?: string }).reason ?? String(error);
    }
  };

  beforeEach(() => {
    now = 1_800_000_000_000;
    const clock = () => now;
    ({ db, ledger } = freshLedger(clock));
    pending = new PendingTransfers(db, ledger, clock);
    ledger.openAccount(HOUSE_PAYOUTS, 'house');
    ledger.openAccount(HOUSE_DEPOSITS, 'house');
    member = openMember(db, ledger, 'player01');
    ledger.move('signup', 'signup_credit', ISSUANCE_ACCOUNT, centerAccount(member), 10_000n);
    withdrawal = {
      key: 'withdraw:1',
      kind: 'withdraw_request',
      debit: centerAccount(member),
      credit: HOUSE_PAYOUTS,
      amountFen: 3_000n,
      timeoutMs: 60_000,
      memo: 'W0001',
      expireKind: 'withdraw_returned',
    };
  });

  it('reserves a withdrawal as locked money and pays it out once when posted', () => {
    const created = pending.create(withdrawal);
    expect(created).toMatchObject({ state: 'pending', amountFen: 3_000n, expiresAt: now + 60_000, hold: lockedAccount(member) });
    expect(ledger.balance(centerAccount(member))).toBe(7_000n);
    expect(ledger.balance(lockedAccount(member))).toBe(3_000n);

    now += 1_000;
    const posted = pending.post('withdraw:1', { kind: 'withdraw_paid' });
    expect(posted).toMatchObject({ state: 'posted', resolvedAt: now, resolvedKind: 'withdraw_paid' });
    expect(ledger.balance(lockedAccount(member))).toBe(0n);
    expect(ledger.balance(HOUSE_PAYOUTS)).toBe(3_000n);
    expect(pending.post('withdraw:1', { kind: 'withdraw_paid' })).toEqual(posted);
    expect(ledger.balance(HOUSE_PAYOUTS)).toBe(3_000n);
    expect(ledger.findTransaction('pending:withdraw:1:posted')).toMatchObject({ kind: 'withdraw_paid', memo: 'W0001' });
    expect(ledger.verify().balanced).toBe(true);
  });

  it('returns a rejected withdrawal to the centre wallet and refuses to pay it afterwards', () => {
    pending.create(withdrawal);
    expect(pending.void('withdraw:1', { kind: 'withdraw_returned', memo: '审核未通过' })).toMatchObject({ state: 'voided' });
    expect(ledger.balance(centerAccount(member))).toBe(10_000n);
    expect(ledger.balance(lockedAccount(member))).toBe(0n);
    expect(reason(() => pending.post('withdraw:1', { kind: 'withdraw_paid' }))).toBe('already_resolved');
    expect(ledger.balance(HOUSE_PAYOUTS)).toBe(0n);
  });

  it('expires a reservation at its deadline, with its expiry kind, and a late post then moves nothing', () => {
    pending.create(withdrawal);
    now += 59_999;
    expect(pending.expireDue()).toEqual([]);
    now += 1;
    expect(pending.expireDue()).toMatchObject([{ key: 'withdraw:1', state: 'expired', resolvedKind: 'withdraw_returned' }]);
    expect(pending.expireDue()).toEqual([]);
    expect(ledger.balance(centerAccount(member))).toBe(10_000n);
    expect(reason(() => pending.post('withdraw:1', { kind: 'withdraw_paid' }))).toBe('already_resolved');
    expect(pending.get('withdraw:1')?.state).toBe('expired');
  });

  it('expires a due reservation when it is posted before the sweeper came by', () => {
    pending.create(withdrawal);
    now += 60_000;
    expect(reason(() => pending.post('withdraw:1', { kind: 'withdraw_paid' }))).toBe('already_resolved');
    expect(pending.get('withdraw:1')).toMatchObject({ state: 'expired', resolvedAt: now });
    expect(ledger.balance(centerAccount(member))).toBe(10_000n);
    expect(pending.nextExpiry()).toBeNull();
  });

  it('names the default expiry kind after the reservation kind', () => {
    const { expireKind: _ignored, ...plain } = withdrawal;
    pending.create(plain);
    now += 60_000;
    expect(pending.expireDue()).toMatchObject([{ resolvedKind: 'withdraw_request_expired' }]);
  });

  it('holds a house-funded deposit in house:pending, invisible to the member until it is posted', () => {
    const deposit = { key: 'deposit:D1', kind: 'deposit_pending', debit: HOUSE_DEPOSITS, credit: centerAccount(member), amountFen: 50_000n };
    expect(pending.create(deposit)).toMatchObject({ hold: HOUSE_PENDING_ACCOUNT, expiresAt: null });
    expect(ledger.balance(centerAccount(member))).toBe(10_000n);
    expect(ledger.balance(lockedAccount(member))).toBe(0n);
    pending.post('deposit:D1', { kind: 'deposit' });
    expect(ledger.balance(centerAccount(member))).toBe(60_000n);
    expect(ledger.balance(HOUSE_PENDING_ACCOUNT)).toBe(0n);
  });

  it('answers a replay with the original and refuses the key for another reservation', () => {
    const first = pending.create(withdrawal);
    now += 5_000;
    expect(pending.create(withdrawal)).toEqual(first);
    expect(ledger.balance(lockedAccount(member))).toBe(3_000n);
    expect(reason(() => pending.create({ ...withdrawal, amountFen: 3_001n }))).toBe('idempotency_conflict');
    expect(reason(() => pending.create({ ...withdrawal, credit: HOUSE_DEPOSITS }))).toBe('idempotency_conflict');
    expect(reason(() => pending.create({ ...withdrawal, timeoutMs: undefined }))).toBe('idempotency_conflict');
  });

  it('refuses overdrafts, bad amounts, unknown accounts and unknown keys, recording nothing', () => {
    const refusals = [
      () => pending.create({ ...withdrawal, amountFen: 10_001n }),
      () => pending.create({ ...withdrawal, key: 'zero', amountFen: 0n }),
      () => pending.create({ ...withdrawal, key: 'float', amountFen: 1.5 as unknown as bigint }),
      () => pending.create({ ...withdrawal, key: 'timeout', timeoutMs: 0 }),
      () => pending.create({ ...withdrawal, key: 'nobody', debit: centerAccount(999) }),
      () => pending.create({ ...withdrawal, key: 'nowhere', credit: 'house:nowhere' }),
      () => pending.create({ ...withdrawal, key: 'locked', debit: lockedAccount(member) }),
      () => pending.post('never-created', { kind: 'withdraw_paid' }),
    ].map(reason);
    expect(refusals).toEqual([
      'insufficient_funds',
      'invalid_amount',
      'invalid_amount',
      'invalid_amount',
      'unknown_account',
      'unknown_account',
      'unknown_account',
      'unknown_transfer',
    ]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM pending_transfers').get()).toEqual({ n: 0 });
    expect(ledger.balance(centerAccount(member))).toBe(10_000n);
  });

  it('keeps reservations and resolutions append-only and a second resolution impossible in the database', () => {
    const { id } = pending.create(withdrawal);
    pending.void('withdraw:1', { kind: 'withdraw_returned' });
    expect(() => db.prepare('UPDATE pending_transfers SET amount_fen = 1').run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM pending_transfer_resolutions').run()).toThrow(/append-only/);
    const second = db.prepare(
      "INSERT INTO pending_transfer_resolutions (pending_id, state, kind, transaction_id, resolved_at) VALUES (?, 'posted', 'x', 1, 0)",
    );
    expect(() => second.run(id)).toThrow(/UNIQUE|PRIMARY KEY/);
  });

  it('tells listeners about a new reservation, not a replay', () => {
    const seen: string[] = [];
    const stop = pending.onCreated((transfer) => seen.push(transfer.key));
    pending.create(withdrawal);
    pending.create(withdrawal);
    stop();
    pending.create({ ...withdrawal, key: 'withdraw:2', amountFen: 1n });
    expect(seen).toEqual(['withdraw:1']);
    expect(pending.nextExpiry()).toBe(now + 60_000);
  });
});
