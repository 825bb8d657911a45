/**
 * Venue wallet load (issue 15): N members transferring in and out of random venues at once against ONE reference
 * backend in its own process, every provider refusing --fail and losing the answer of --timeout of its calls;
 * then the reconciler finishes and the books are checked.
 *
 *   npm run load:venues -- --members 100 --seconds 30
 *
 * Prints transfers per second, latency per call (p50, p95, p99 in ms, whole round trips over loopback), how many
 * transfers went through reconciliation, refusals by code and message, and at the end: the books sum to zero, no
 * member balance negative, nothing pending or locked, and every venue record equal to what its provider holds.
 * Exits 1 when an invariant fails.
 */
import { parseArgs } from 'node:util';
import { positiveInt, positiveNumber, usage } from '../cliOptions';
import { runVenueLoad } from './venueLoad';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '30' },
    fail: { type: 'string', default: '0.1' },
    timeout: { type: 'string', default: '0.05' },
    seed: { type: 'string', default: '15' },
    drain: { type: 'string', default: '120' },
    json: { type: 'boolean', default: false },
  },
});

const rate = (value: string | undefined, name: string): number => {
  const parsed = positiveNumber(value, name, { allowZero: true });
  if (parsed > 1) usage(`--${name} must be a share between 0 and 1, got ${String(value)}`);
  return parsed;
};

const figures = await runVenueLoad({
  members: positiveInt(values.members, 'members'),
  seconds: positiveInt(values.seconds, 'seconds'),
  fail: rate(values.fail, 'fail'),
  timeout: rate(values.timeout, 'timeout'),
  seed: positiveInt(values.seed, 'seed'),
  drainSeconds: positiveInt(values.drain, 'drain'),
});

if (values.json) console.log(JSON.stringify(figures, null, 2));
console.log(
  `\n${figures.members} members, ${figures.venues} venues, ${figures.seconds} s: ${figures.transfers} transfers, ` +
    `${figures.transfersPerSecond} per second`,
);
console.log('call                          ok  refused  failed   p50 ms   p95 ms   p99 ms');
for (const call of figures.calls) {
  console.log(
    `${call.call.padEnd(28)}${String(call.ok).padStart(4)}${String(call.refused).padStart(9)}${String(call.failed).padStart(8)}` +
      `${String(call.p50).padStart(9)}${String(call.p95).padStart(9)}${String(call.p99).padStart(9)}`,
  );
}
for (const [reason, count] of Object.entries(figures.refusals)) console.log(`  refused ${count}x: ${reason}`);
const end = figures.transfersAtEnd;
console.log(
  `reconciliation: ${figures.answeredPending} answered pending; ${end.resolvedByReconciler} resolved by the reconciler ` +
    `(${end.posted} posted, ${end.voided} voided in all); ${end.pending} still pending ${figures.drainSeconds} s after the load`,
);
const { invariants } = figures;
console.log(
  `books sum to zero: ${invariants.booksBalanced && invariants.entriesTotal === '0.00' ? 'yes' : `NO (${invariants.entriesTotal})`}; ` +
    `negative member balances: ${invariants.negativeMemberAccounts.length}; ` +
    `pending after reconciliation: ${end.pending}; members with money locked: ${invariants.lockedLeft.length}; ` +
    `totals differ from credits: ${invariants.totalsDiffer.length}; ` +
    `venue records differ from the providers: ${invariants.recordsDifferFromProviders.length}`,
);
const broken =
  !invariants.booksBalanced ||
  invariants.negativeMemberAccounts.length > 0 ||
  end.pending > 0 ||
  invariants.lockedLeft.length > 0 ||
  invariants.totalsDiffer.length > 0 ||
  invariants.recordsDifferFromProviders.length > 0;
process.exit(broken ? 1 : 0);
