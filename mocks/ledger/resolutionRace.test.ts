import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { ISSUANCE_ACCOUNT, centerAccount, lockedAccount } from './accounts';
import { Ledger } from './ledger';
import { PendingTransfers } from './pendingTransfers';
import type { RaceOrders, RaceResults } from './resolutionRace.worker';

const TRANSFERS = 60;
const AMOUNT_FEN = 100n;
const PAYOUTS = 'house:withdrawals';
const START = 1_800_000_000_000;
const TIMEOUT_MS = 60_000;
const STEP_MS = 10;

function race(orders: Omit<RaceOrders, 'start'>, start: SharedArrayBuffer): Promise<RaceResults> {
  // The worker is TypeScript: tsx loads it (its ESM API, as `npx tsx` would) inside the thread.
  const file = new URL('./resolutionRace.worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(file)}, ${JSON.stringify(file)}))`;
  const worker = new Worker(boot, { eval: true, workerData: { ...orders, start } });
  return new Promise((resolve, reject) => {
    worker.once('message', (results: RaceResults) => resolve(results));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`racer ${orders.action} exited with ${code}`));
    });
  });
}

describe('resolving a pending transfer, raced by threads over the same SQLite file', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('resolves each reservation exactly once, whichever of post, void and expire gets there first', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pending-race-'));
    dirs.push(dataDir);
    let now = START;
    const db = openDatabase(dataDir);
    const ledger = new Ledger(db, () => now);
    const pending = new PendingTransfers(db, ledger, () => now);
    ledger.openAccount(PAYOUTS, 'house');
    const members = [1, 2, 3].map((n) => {
      const id = Number(db.prepare("INSERT INTO members (username, password_hash, created_at) VALUES (?, 'x', 0)").run(`racer0${n}`).lastInsertRowid);
      ledger.openAccount(centerAccount(id), 'center', { memberId: id });
      ledger.openAccount(lockedAccount(id), 'locked', { memberId: id });
      ledger.move(`signup:${id}`, 'signup_credit', ISSUANCE_ACCOUNT, centerAccount(id), 100_000n);
      return id;
    });
    const keys = Array.from({ length: TRANSFERS }, (_, i) => `race:${i}`);
    keys.forEach((key, i) => {
      // Deadlines STEP_MS apart, so the expirer takes them one by one while the others post and void.
      now = START + i * STEP_MS;
      pending.create({ key, kind: 'withdraw_request', debit: centerAccount(members[i % members.length] ?? 0), credit: PAYOUTS, amountFen: AMOUNT_FEN, timeoutMs: TIMEOUT_MS });
    });
    db.close();

    const start = new SharedArrayBuffer(8);
    const gate = new Int32Array(start);
    const racers = [
      race({ dataDir, action: 'post', keys, now: START, step: 0 }, start),
      race({ dataDir, action: 'void', keys: [...keys].reverse(), now: START, step: 0 }, start),
      race({ dataDir, action: 'expire', keys, now: START + TIMEOUT_MS, step: STEP_MS }, start),
    ];
    // Lets them go together once all three have opened the database (no sleeping: they wait on the gate).
    await expect.poll(() => Atomics.load(gate, 1), { timeout: 30_000, interval: 20 }).toBe(3);
    Atomics.store(gate, 0, 1);
    Atomics.notify(gate, 0);
    const [posted = {}, voided = {}, expired = {}] = await Promise.all(racers);

    const check = openDatabase(dataDir);
    try {
      const books = new Ledger(check);
      const after = new PendingTransfers(check, books);
      const winners = { posted: 0, voided: 0, expired: 0 };
      for (const key of keys) {
        const wins = [posted[key], voided[key], expired[key]].filter((result) => result === 'won');
        expect(wins, key).toHaveLength(1);
        const state = after.get(key)?.state;
        const winner = posted[key] === 'won' ? 'posted' : voided[key] === 'won' ? 'voided' : 'expired';
        expect(state, key).toBe(winner);
        if (posted[key] !== 'won') expect(posted[key]).toBe('already_resolved');
        if (voided[key] !== 'won') expect(voided[key]).toBe('already_resolved');
        winners[winner] += 1;
      }
      expect(books.verify()).toMatchObject({ balanced: true, negativeMemberAccounts: [] });
      expect(books.balance(PAYOUTS)).toBe(BigInt(winners.posted) * AMOUNT_FEN);
      const held = members.reduce((sum, id) => sum + books.balance(lockedAccount(id)), 0n);
      const available = members.reduce((sum, id) => sum + books.balance(centerAccount(id)), 0n);
      expect(held).toBe(0n);
      expect(available).toBe(300_000n - BigInt(winners.posted) * AMOUNT_FEN);
      expect(check.prepare('SELECT COUNT(*) AS n FROM pending_transfer_resolutions').get()).toEqual({ n: TRANSFERS });
    } finally {
      check.close();
    }
  }, 60_000);
});
