/**
 * Money load (issue 14): N members doing random deposits (order, then the payer pays at the sandbox provider),
 * withdrawals (requested, some rejected by the operator, the rest approved by the timed review) and bets at once
 * against ONE reference backend in its own process, for --seconds; then the invariant check.
 *
 *   npx tsx load-tests/moneyLoad.ts --members 50 --seconds 30
 *
 * Prints operations per second, latency per call (p50, p95, p99 in ms, whole round trips over loopback),
 * refusals by code and message, and at the end: the books sum to zero, no member balance negative, and each
 * member's transaction records equal their balances (newest balance after = centre wallet, locked after =
 * lockMoney, the records' amounts add up to the centre wallet). Exits 1 when an invariant fails.
 */
import { parseArgs } from 'node:util';
import { positiveInt } from './cliOptions';
import { runMoneyLoad } from './money/moneyLoad';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '30' },
    seed: { type: 'string', default: '14' },
    json: { type: 'boolean', default: false },
  },
});

const figures = await runMoneyLoad({
  members: positiveInt(values.members, 'members'),
  seconds: positiveInt(values.seconds, 'seconds'),
  seed: positiveInt(values.seed, 'seed'),
});

if (values.json) console.log(JSON.stringify(figures, null, 2));
console.log(`\n${figures.members} members, ${figures.seconds} s: ${figures.operations} operations, ${figures.operationsPerSecond} per second`);
console.log('call                          ok  refused  failed   p50 ms   p95 ms   p99 ms');
for (const call of figures.calls) {
  console.log(
    `${call.call.padEnd(28)}${String(call.ok).padStart(4)}${String(call.refused).padStart(9)}${String(call.failed).padStart(8)}` +
      `${String(call.p50).padStart(9)}${String(call.p95).padStart(9)}${String(call.p99).padStart(9)}`,
  );
}
console.log(`deposits: ${figures.deposits.asked} asked, ${figures.deposits.credited} paid by the payer`);
console.log(
  `withdrawals: ${figures.withdrawals.asked} asked, ${figures.withdrawals.approved} approved, ${figures.withdrawals.rejected} rejected`,
);
for (const [reason, count] of Object.entries(figures.refusals)) console.log(`  refused ${count}x: ${reason}`);
const { invariants } = figures;
console.log(
  `books sum to zero: ${invariants.booksBalanced && invariants.entriesTotal === '0.00' ? 'yes' : `NO (${invariants.entriesTotal})`}; ` +
    `negative member balances: ${invariants.negativeMemberAccounts.length}; ` +
    `records differ from balances: ${invariants.recordsDifferFromBalances.length}; ` +
    `records do not add up: ${invariants.recordsDoNotAddUp.length}`,
);
const broken =
  !invariants.booksBalanced ||
  invariants.negativeMemberAccounts.length > 0 ||
  invariants.recordsDifferFromBalances.length > 0 ||
  invariants.recordsDoNotAddUp.length > 0;
process.exit(broken ? 1 : 0);
