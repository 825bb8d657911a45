import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/database';
import { Ledger, LedgerError } from './ledger';
import { PendingTransfers } from './pendingTransfers';

/** One racer of resolutionRace.test.ts: opens the shared SQLite file and resolves every key its own way. */
export interface RaceOrders {
  dataDir: string;
  action: 'post' | 'void' | 'expire';
  keys: string[];
  /** The racer's server clock: posters and voiders before every deadline, the expirer at the first one. */
  now: number;
  /** How far the expirer's clock moves after each sweep (the deadlines are this far apart). */
  step: number;
  /** All racers wait on it (Int32Array over a SharedArrayBuffer) so they start together. */
  start: SharedArrayBuffer;
}

/** Per key: 'won' when this racer's resolution is the one that committed, else the refusal's reason. */
export type RaceResults = Record<string, string>;

const orders = workerData as RaceOrders;
const db = openDatabase(orders.dataDir);
let now = orders.now;
const clock = () => now;
const pending = new PendingTransfers(db, new Ledger(db, clock), clock);
const gate = new Int32Array(orders.start);
Atomics.add(gate, 1, 1);
Atomics.wait(gate, 0, 0);

const results: RaceResults = {};
if (orders.action === 'expire') {
  // One sweep per key as the deadlines pass one by one: each expires what is due and still pending.
  for (let sweep = 0; sweep < orders.keys.length; sweep += 1) {
    for (const transfer of pending.expireDue()) results[transfer.key] = 'won';
    now += orders.step;
  }
} else {
  for (const key of orders.keys) {
    try {
      if (orders.action === 'post') pending.post(key, { kind: 'withdraw_paid' });
      else pending.void(key, { kind: 'withdraw_returned' });
      results[key] = 'won';
    } catch (error) {
      if (!(error instanceof LedgerError)) throw error;
      results[key] = error.reason;
    }
  }
}
db.close();
parentPort?.postMessage(results);
