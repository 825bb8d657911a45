import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Schedule } from '../schedule';
import { createTestBackend } from '../testing/testBackend';
import { centerAccount, lockedAccount } from './accounts';

describe('the backend returns expired reservations', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('at startup for what fell due while it was down, and by its sweeper while it runs', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pending-start-'));
    dirs.push(dataDir);
    let now = 1_800_000_000_000;
    const timers: { at: number; run: () => void }[] = [];
    const schedule: Schedule = (ms, run) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => {
        const index = timers.indexOf(timer);
        if (index >= 0) timers.splice(index, 1);
      };
    };
    const options = { dataDir, clock: () => now, schedule };

    const first = await createTestBackend(options);
    const demo = first.db.prepare<[], { id: number }>("SELECT id FROM members WHERE username = 'demo01'").get();
    if (!demo) throw new Error('the demo member is seeded');
    const request = { kind: 'withdraw_request', debit: centerAccount(demo.id), credit: 'house:issuance', amountFen: 500n, expireKind: 'withdraw_returned' };
    const before = first.services.ledger.balance(centerAccount(demo.id));
    first.services.pending.create({ ...request, key: 'w-down', timeoutMs: 60_000 });
    first.services.pending.create({ ...request, key: 'w-later', timeoutMs: 600_000 });
    await first.close();
    expect(timers).toHaveLength(0);

    now += 120_000;
    const second = await createTestBackend(options);
    try {
      expect(second.services.pending.get('w-down')).toMatchObject({ state: 'expired', resolvedAt: now });
      expect(second.services.pending.get('w-later')?.state).toBe('pending');
      expect(second.services.ledger.balance(lockedAccount(demo.id))).toBe(500n);
      expect(timers.map((t) => t.at - now)).toEqual([30_000]);
      while (second.services.pending.get('w-later')?.state === 'pending') {
        const next = timers.shift();
        if (!next) throw new Error('the sweeper stopped while a deadline was ahead');
        now = next.at;
        next.run();
      }
      expect(second.services.pending.get('w-later')).toMatchObject({ state: 'expired', resolvedAt: 1_800_000_600_000 });
      expect(second.services.ledger.balance(centerAccount(demo.id))).toBe(before);
      expect(second.services.ledger.verify().balanced).toBe(true);
    } finally {
      await second.close();
    }
    expect(timers).toHaveLength(0);
  });
});
