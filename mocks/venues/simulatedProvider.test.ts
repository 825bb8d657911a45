import type { Database } from 'better-sqlite3';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededRandom } from '../auth/sliderImage';
import { openDatabase } from '../db/database';
import type { Schedule } from '../schedule';
import { ProviderError, type ProviderTransfer } from './providerApi';
import { BUSY_REASON, SHORT_BALANCE_REASON, createVenueDirectory, type SimulatedVenues } from './index';

/** A schedule the test runs by hand: nothing answers until `advance` passes its time. */
function manualSchedule(): { schedule: Schedule; advance: (ms: number) => void } {
  let now = 0;
  const timers: { at: number; run: () => void }[] = [];
  return {
    schedule: (ms, run) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
    advance: (ms) => {
      now += ms;
      for (const timer of timers.filter((item) => item.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

async function providerError(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error('expected the provider call to fail');
}

describe('venue provider transfer wallets', () => {
  let db: Database;
  let venues: SimulatedVenues;
  beforeEach(() => {
    db = openDatabase(':memory:');
    venues = createVenueDirectory(db);
  });
  afterEach(() => db.close());
  const agzr = () => venues.get('AGZR') ?? expect.fail('AGZR missing');

  it('answers a repeated transfer id with the first outcome, moving the money once', async () => {
    const first = await agzr().deposit('7', 'T1', '100.00');
    expect(first).toMatchObject({ transferId: 'T1', direction: 'deposit', state: 'succeeded', balanceAfter: '100.00' });
    const again = await agzr().deposit('7', 'T1', '100.00');
    expect(again).toEqual(first);
    // Even a different body under the same id answers what was recorded.
    expect(await agzr().withdraw('7', 'T1', '5.00')).toEqual(first);
    expect(await agzr().balance('7')).toBe('100.00');
    expect(await agzr().queryTransfer('T1')).toEqual(first);
  });

  it('refuses a withdraw beyond the balance with 场馆余额不足 and keeps that answer for the id', async () => {
    await agzr().deposit('7', 'in-1', '50.00');
    const refused = await agzr().withdraw('7', 'out-1', '50.01');
    expect(refused).toMatchObject({ state: 'failed', reason: SHORT_BALANCE_REASON, balanceAfter: '50.00' });
    await agzr().deposit('7', 'in-2', '10.00');
    expect(await agzr().withdraw('7', 'out-1', '50.01')).toEqual(refused);
    expect(await agzr().withdraw('7', 'out-2', '60.00')).toMatchObject({ state: 'succeeded', balanceAfter: '0.00' });
  });

  it('answers undefined for a transfer it never received, and keeps each venue apart', async () => {
    expect(await agzr().queryTransfer('never')).toBeUndefined();
    await agzr().deposit('7', 'same-id', '1.00');
    expect(await venues.get('PGDZ')?.queryTransfer('same-id')).toBeUndefined();
    expect(await venues.get('PGDZ')?.balance('7')).toBe('0.00');
  });

  it('refuses malformed amounts and ids without recording anything', async () => {
    for (const amount of ['0', '0.00', '-1.00', '1.234', 'abc']) {
      expect((await providerError(agzr().deposit('7', 'bad', amount))).kind).toBe('refused');
    }
    expect((await providerError(agzr().deposit('7', 'bad id!', '1.00'))).kind).toBe('refused');
    expect(await agzr().queryTransfer('bad')).toBeUndefined();
  });

  it('keeps every balance equal to its succeeded transfers and never negative (any order, repeated ids)', async () => {
    const op = fc.record({
      kind: fc.constantFrom('deposit' as const, 'withdraw' as const),
      id: fc.integer({ min: 1, max: 12 }),
      fen: fc.integer({ min: 1, max: 50_000 }),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 40 }), async (ops) => {
        run += 1;
        const player = run;
        const name = String(player);
        const seen = new Map<string, ProviderTransfer>();
        for (const { kind, id, fen } of ops) {
          const transferId = `p${player}-${id}`;
          const amount = `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
          const answer = kind === 'deposit' ? await agzr().deposit(name, transferId, amount) : await agzr().withdraw(name, transferId, amount);
          const first = seen.get(transferId);
          if (first) expect(answer).toEqual(first);
          else seen.set(transferId, answer);
          expect(BigInt(answer.balanceAfter.replace('.', ''))).toBeGreaterThanOrEqual(0n);
        }
        let expected = 0n;
        for (const transfer of seen.values()) {
          if (transfer.state !== 'succeeded') continue;
          const fen = BigInt(transfer.amount.replace('.', ''));
          expected += transfer.direction === 'deposit' ? fen : -fen;
        }
        const balance = await agzr().balance(name);
        expect(BigInt(balance.replace('.', ''))).toBe(expected);
      }),
      { numRuns: 60 },
    );
  });
});

describe('venue provider faults', () => {
  let db: Database;
  beforeEach(() => {
    db = openDatabase(':memory:');
  });
  afterEach(() => db.close());

  it('a busy provider refuses transfers with 场馆繁忙，请稍后再试 (recorded) and other calls as unavailable', async () => {
    const venues = createVenueDirectory(db, { random: seededRandom(1) });
    venues.setFaults('AGZR', { fail: 1, timeout: 0, slowMs: 0 });
    const provider = venues.get('AGZR') ?? expect.fail('AGZR missing');
    const refused = await provider.deposit('7', 'busy-1', '10.00');
    expect(refused).toMatchObject({ state: 'failed', reason: BUSY_REASON, balanceAfter: '0.00' });
    expect(await providerError(provider.balance('7'))).toMatchObject({ kind: 'unavailable', message: BUSY_REASON });
    venues.setFaults('AGZR', null);
    expect(await provider.queryTransfer('busy-1')).toEqual(refused);
    expect(await provider.deposit('7', 'busy-1', '10.00')).toEqual(refused);
  });

  it('a seeded fail rate refuses about that share of calls, the same ones for the same seed', async () => {
    const outcomes = async (seed: number): Promise<string[]> => {
      const local = openDatabase(':memory:');
      const venues = createVenueDirectory(local, { random: seededRandom(seed) });
      venues.setFaults('PGDZ', { fail: 0.25, timeout: 0, slowMs: 0 });
      const provider = venues.get('PGDZ') ?? expect.fail('PGDZ missing');
      const states: string[] = [];
      for (let index = 0; index < 400; index += 1) states.push((await provider.deposit('7', `d${index}`, '1.00')).state);
      local.close();
      return states;
    };
    const first = await outcomes(42);
    expect(await outcomes(42)).toEqual(first);
    const failed = first.filter((state) => state === 'failed').length;
    expect(failed).toBeGreaterThan(70);
    expect(failed).toBeLessThan(130);
  });

  it('a timed-out transfer throws timeout and was applied in about half of the cases: only a query tells', async () => {
    const venues = createVenueDirectory(db, { random: seededRandom(7) });
    venues.setFaults('KYQP', { fail: 0, timeout: 1, slowMs: 0 });
    const provider = venues.get('KYQP') ?? expect.fail('KYQP missing');
    const ids = Array.from({ length: 200 }, (_, index) => `t${index}`);
    for (const id of ids) expect((await providerError(provider.deposit('7', id, '1.00'))).kind).toBe('timeout');
    venues.setFaults('KYQP', null);
    const applied = (await Promise.all(ids.map((id) => provider.queryTransfer(id)))).filter((transfer) => transfer !== undefined);
    expect(applied.length).toBeGreaterThan(70);
    expect(applied.length).toBeLessThan(130);
    expect(applied.every((transfer) => transfer.state === 'succeeded')).toBe(true);
    expect(await provider.balance('7')).toBe(`${applied.length}.00`);
  });

  it('a slow provider answers only after slowMs', async () => {
    const { schedule, advance } = manualSchedule();
    const venues = createVenueDirectory(db, { schedule });
    venues.setFaults('BGZR', { fail: 0, timeout: 0, slowMs: 200 });
    let answered = false;
    const pending = venues
      .get('BGZR')
      ?.deposit('7', 's1', '5.00')
      .then((transfer) => {
        answered = true;
        return transfer;
      });
    await Promise.resolve();
    advance(199);
    await Promise.resolve();
    expect(answered).toBe(false);
    advance(1);
    expect(await pending).toMatchObject({ state: 'succeeded', balanceAfter: '5.00' });
  });

  it('under maintenance every call throws maintenance until the window ends, and info says until when', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const venues = createVenueDirectory(db, { faults: { PGDZ: { faults: { fail: 0, timeout: 0, slowMs: 0 }, maintenanceMs: 3_600_000 } } });
      const provider = venues.get('PGDZ') ?? expect.fail('PGDZ missing');
      expect(provider.info().maintenanceUntil).toBe(Date.now() + 3_600_000);
      for (const call of [
        provider.deposit('7', 'm1', '1.00'),
        provider.withdraw('7', 'm2', '1.00'),
        provider.queryTransfer('m1'),
        provider.balance('7'),
        provider.launchUrl('7', provider.games()[0]?.gameCode ?? '', 'zh-CN'),
      ]) {
        expect(await providerError(call)).toMatchObject({ kind: 'maintenance', message: '场馆维护中' });
      }
      vi.setSystemTime(Date.now() + 3_600_000);
      expect(provider.info().maintenanceUntil).toBeNull();
      expect(await provider.deposit('7', 'm1', '1.00')).toMatchObject({ state: 'succeeded' });
      venues.setMaintenance('PGDZ', 30);
      expect(provider.info().maintenanceUntil).toBe(Date.now() + 30 * 60_000);
      venues.setMaintenance('PGDZ', null);
      expect(provider.info().maintenanceUntil).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses VENUE_FAULTS for a code that is no venue', () => {
    expect(() => createVenueDirectory(db, { faults: { NOPE: { faults: { fail: 0, timeout: 0, slowMs: 0 }, maintenanceMs: null } } })).toThrow(
      /NOPE is not a venue/,
    );
  });
});
