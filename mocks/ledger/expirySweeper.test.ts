import { beforeEach, describe, expect, it } from 'vitest';
import type { Schedule } from '../schedule';
import { ISSUANCE_ACCOUNT, centerAccount, lockedAccount } from './accounts';
import { ExpirySweeper } from './expirySweeper';
import type { Ledger } from './ledger';
import { freshLedger, openMember } from './ledgerTestBed';
import { PendingTransfers } from './pendingTransfers';

/** Timers run by hand against a fake server clock: `advance` moves the clock and runs what fell due. */
class ManualTimers {
  now = 1_800_000_000_000;
  private timers: { at: number; run: () => void }[] = [];
  readonly schedule: Schedule = (ms, run) => {
    const timer = { at: this.now + ms, run };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  };
  get waiting(): number[] {
    return this.timers.map((t) => t.at - this.now);
  }
  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const next = this.timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.now = next.at;
      next.run();
    }
    this.now = until;
  }
}

describe('the expiry sweeper', () => {
  let timers: ManualTimers;
  let ledger: Ledger;
  let pending: PendingTransfers;
  let member: number;
  const reserve = (key: string, timeoutMs: number) =>
    pending.create({ key, kind: 'withdraw_request', debit: centerAccount(member), credit: ISSUANCE_ACCOUNT, amountFen: 100n, timeoutMs });

  beforeEach(() => {
    timers = new ManualTimers();
    const clock = () => timers.now;
    const bed = freshLedger(clock);
    ledger = bed.ledger;
    pending = new PendingTransfers(bed.db, ledger, clock);
    member = openMember(bed.db, ledger, 'player01');
    ledger.move('signup', 'signup_credit', ISSUANCE_ACCOUNT, centerAccount(member), 1_000n);
  });

  it('returns at start what fell due while the server was down', () => {
    reserve('w1', 1_000);
    timers.now += 5_000;
    new ExpirySweeper({ pending, schedule: timers.schedule, clock: () => timers.now }).start();
    expect(pending.get('w1')?.state).toBe('expired');
    expect(ledger.balance(centerAccount(member))).toBe(1_000n);
  });

  it('wakes at the next deadline, earlier for a new reservation due sooner, and sleeps without a timer when none is ahead', () => {
    const sweeper = new ExpirySweeper({ pending, schedule: timers.schedule, clock: () => timers.now, intervalMs: 30_000 });
    sweeper.start();
    expect(timers.waiting).toEqual([]);
    reserve('w1', 50_000);
    expect(timers.waiting).toEqual([50_000]);
    timers.advance(30_000);
    expect(timers.waiting).toEqual([20_000]);
    reserve('w2', 5_000);
    expect(timers.waiting).toEqual([5_000]);
    timers.advance(4_999);
    expect(ledger.balance(lockedAccount(member))).toBe(200n);
    timers.advance(1);
    expect(pending.get('w2')?.state).toBe('expired');
    expect(pending.get('w1')?.state).toBe('pending');
    expect(timers.waiting).toEqual([15_000]);
    timers.advance(15_000);
    expect(pending.get('w1')?.state).toBe('expired');
    expect(ledger.balance(lockedAccount(member))).toBe(0n);
    expect(timers.waiting).toEqual([]);
    reserve('w3', 1_000);
    sweeper.close();
    expect(timers.waiting).toEqual([]);
    reserve('w4', 1_000);
    expect(timers.waiting).toEqual([]);
  });

  it('drops its timer once the last reservation with a deadline is resolved by other means', () => {
    const sweeper = new ExpirySweeper({ pending, schedule: timers.schedule, clock: () => timers.now, intervalMs: 30_000 });
    sweeper.start();
    reserve('w1', 50_000);
    reserve('w2', 80_000);
    pending.post('w1', { kind: 'withdraw_paid' });
    expect(timers.waiting).toEqual([50_000]);
    pending.void('w2', { kind: 'withdraw_returned' });
    expect(timers.waiting).toEqual([]);
    reserve('w3', 1_000);
    expect(timers.waiting).toEqual([1_000]);
    sweeper.close();
  });

  it('reports a failed sweep and tries again a full interval later', () => {
    const errors: unknown[] = [];
    let failing = true;
    const flaky = Object.create(pending) as PendingTransfers;
    flaky.expireDue = (now?: number) => {
      if (failing) throw new Error('database is locked');
      return pending.expireDue(now);
    };
    reserve('w1', 1_000);
    new ExpirySweeper({ pending: flaky, schedule: timers.schedule, clock: () => timers.now, intervalMs: 30_000 }).start((error) =>
      errors.push(error),
    );
    expect(errors).toHaveLength(1);
    expect(timers.waiting).toEqual([30_000]);
    failing = false;
    timers.advance(30_000);
    expect(pending.get('w1')?.state).toBe('expired');
  });
});
