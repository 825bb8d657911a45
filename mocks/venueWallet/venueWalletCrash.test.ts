import { describe, expect, it, vi } from 'vitest';
import { api } from '@src/contract/api';
import { moneyToFen } from '@src/contract';
import type { VenueTransfer } from '@src/contract/venue';
import { openDatabase, type Database } from '../db/database';
import { md5Hex } from '../db/seed';
import { venueWalletDevApi } from '../http/routes/venueWallet';
import { venueDevApi } from '../http/routes/venueDev';
import { answered, crashRestart, RefusedCall, type BackendProcess, type MoneyCall, type StreamOutcome } from '../testing/crashRestart';

const MEMBERS = 3;
const PASSWORD = md5Hex('abc12345');
const VENUES = ['AGZR', 'PGDZ', 'KYQP'] as const;
/** AGZR answers only after 2 s (its calls are cut by the kill), PGDZ loses half its answers, KYQP is a little slow. */
const VENUE_FAULTS = 'AGZR:slowMs=2000;PGDZ:timeout=0.5;KYQP:slowMs=300';
const DEMO_FEN = 1_000_000n;

interface Member {
  id: number;
  name: string;
  token: string;
}
interface Setup {
  members: Member[];
  run: string;
}

async function readyMember(backend: BackendProcess, name: string): Promise<Member> {
  const { token, userId } = await answered(
    backend.call<{ token: string; userId: string }>(api.register.path, { name, password: PASSWORD, secondPassword: PASSWORD, kaptchcate: 0 }),
  );
  // Money at KYQP to bring back during the stream.
  await answered(backend.call(api.venueTransfer.path, { channelCode: 'KYQP', direction: 'in', amount: '500', ty: '1', key: `${name}-prep` }, token));
  return { id: Number(userId), name, token };
}

const transferKey = (run: string, m: number, i: number) => `vc${run}m${m}t${i}`;
const STREAM: { channelCode: (typeof VENUES)[number]; direction: 'in' | 'out'; amount: string }[] = [
  { channelCode: 'AGZR', direction: 'in', amount: '100' },
  { channelCode: 'PGDZ', direction: 'in', amount: '120' },
  { channelCode: 'KYQP', direction: 'out', amount: '50' },
  { channelCode: 'AGZR', direction: 'in', amount: '30' },
  { channelCode: 'PGDZ', direction: 'in', amount: '70' },
  { channelCode: 'KYQP', direction: 'in', amount: '20' },
];

function transferCalls({ members, run }: Setup): MoneyCall[] {
  return members.flatMap((member, m) =>
    STREAM.map((transfer, i) => {
      const key = transferKey(run, m, i);
      return {
        key,
        send: (backend: BackendProcess) => answered(backend.call<VenueTransfer>(api.venueTransfer.path, { ...transfer, ty: '1', key }, member.token)),
      };
    }),
  );
}

const rows = <T>(db: Database, sql: string, ...params: unknown[]): T[] => db.prepare(sql).all(...params) as T[];

/** Every venue transfer and its reservation agree, no reservation is without its record, every answered key has one. */
function checkKeys(db: Database, setup: Setup, stream: StreamOutcome): void {
  const records = rows<{ transfer_id: string; state: string; hold: string | null; pending_key: string }>(
    db,
    `SELECT v.transfer_id, v.state, v.pending_key, COALESCE(r.state, 'pending') AS hold
       FROM venue_transfers v JOIN pending_transfers p ON p.idempotency_key = v.pending_key
       LEFT JOIN pending_transfer_resolutions r ON r.pending_id = p.id`,
  );
  for (const record of records) expect(record.hold, record.transfer_id).toBe(record.state);
  const orphans = rows(
    db,
    `SELECT p.idempotency_key FROM pending_transfers p
      WHERE p.kind = 'venue_transfer' AND NOT EXISTS (SELECT 1 FROM venue_transfers v WHERE v.pending_key = p.idempotency_key)`,
  );
  expect(orphans, 'reservations without their record').toEqual([]);
  setup.members.forEach((member, m) => {
    STREAM.forEach((_, i) => {
      const key = transferKey(setup.run, m, i);
      const made = rows(db, 'SELECT 1 FROM venue_transfers WHERE pending_key = ?', `venue:${member.id}:t:${key}`).length;
      expect(made, key).toBeLessThanOrEqual(1);
      if (stream.answered.includes(key)) expect(made, `${key} was answered`).toBe(1);
    });
  });
}

/** After reconciling: nothing pending, nothing locked, each venue's record equal to what its provider holds. */
async function expectMoneyWhereProvidersSay(backend: BackendProcess, setup: Setup): Promise<void> {
  await vi.waitFor(
    async () => {
      await answered(backend.call(venueWalletDevApi.reconcile.path, {}));
      const summary = await answered(backend.call<{ pending: number }>(venueWalletDevApi.transferSummary.path, {}));
      expect(summary.pending).toBe(0);
    },
    { timeout: 60_000, interval: 500 },
  );
  for (const member of setup.members) {
    const wallets = await answered(backend.call<{ balance: string; venues: { enName: string; balance: string }[] }>(api.allBalance.path, { category: 8 }, member.token));
    const centre = await answered(backend.call<{ centerWalletBalance: string; lockMoney: string }>(api.getBalance.path, {}, member.token));
    expect(centre.lockMoney, member.name).toBe('0.00');
    expect(moneyToFen(wallets.balance), member.name).toBe(DEMO_FEN);
    for (const enName of VENUES) {
      const atProvider = await answered(backend.call<{ balance: string }>(venueDevApi.venueProviderBalance.path, { enName, username: member.name }));
      const recorded = wallets.venues.find((venue) => venue.enName === enName)?.balance;
      expect(recorded, `${member.name} ${enName}`).toBe(atProvider.balance);
    }
  }
}

describe('venue transfers cut by a crash (SIGKILL) and a restart on the same DATA_DIR', () => {
  it('are resolved by the reconciler at startup with the money where each provider says, the books balanced', async () => {
    const run = Date.now().toString(36).slice(-5);
    const outcome = await crashRestart<Setup>({
      env: { DEMO_BALANCE: '10000.00', VENUE_FAULTS, VENUE_RECONCILE_MS: '500' },
      prepare: async (backend) => ({
        members: await Promise.all(Array.from({ length: MEMBERS }, (_, m) => readyMember(backend, `vc${run}${m}`))),
        run,
      }),
      calls: transferCalls,
      // PGDZ and KYQP answer first; the AGZR calls are still waiting for their provider when the process dies.
      killAfterAnswers: 8,
      checkKeys,
      afterRestart: async (backend, setup) => {
        // The providers behave again; whatever the crash left pending is resolved by asking them.
        for (const enName of VENUES) await answered(backend.call(venueDevApi.venueFaults.path, { enName, faults: null }));
        await expectMoneyWhereProvidersSay(backend, setup);
        const summary = await answered(backend.call<{ resolvedByReconciler: number }>(venueWalletDevApi.transferSummary.path, {}));
        expect(summary.resolvedByReconciler).toBeGreaterThan(0);
        // The same calls again: each key answers its first outcome, or 6011 while a cut call's claim is fresh.
        const retried = await Promise.all(
          transferCalls(setup).map((call) =>
            call.send(backend).then(
              () => 'ok',
              (error: unknown) => (error instanceof RefusedCall ? String(error.code) : 'failed'),
            ),
          ),
        );
        expect(retried.filter((o) => o === 'failed')).toEqual([]);
        await expectMoneyWhereProvidersSay(backend, setup);
        const db = openDatabase(backend.dataDir);
        try {
          checkKeys(db, setup, { answered: [], refused: [], unanswered: [] });
        } finally {
          db.close();
        }
      },
    });
    expect(outcome.answered.length).toBeGreaterThanOrEqual(8);
    expect(outcome.unanswered.length).toBeGreaterThan(0);
    expect(outcome.afterCrash).toMatchObject({ balanced: true, negativeMemberAccounts: [] });
    expect(outcome.afterRetries).toMatchObject({ balanced: true, negativeMemberAccounts: [] });
  }, 180_000);
});
