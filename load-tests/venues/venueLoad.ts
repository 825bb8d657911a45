import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code, fenToMoney, moneyToFen } from '@src/contract';
import { api } from '@src/contract/api';
import { LOCAL_SPORT_VENUE, type VenueTransfer } from '@src/contract/venue';
import { DEMO_VENUES, md5Hex, seededRandom, startBackendProcess, type BackendProcess } from '@mocks';
import { Recorder, data, type CallFigures } from '../money/moneyLoad';

/**
 * The venue wallet figure of issue 15: members transferring in and out of random venues at once against ONE
 * reference backend (a child process on a fresh data folder) whose providers fail and time out a share of their
 * calls (VENUE_FAULTS); then the reconciler is left to finish and the books are checked. A command that prints
 * figures, never a timed test.
 */
export interface VenueLoadOptions {
  members: number;
  seconds: number;
  /** Share of provider calls refused as busy (0-1). */
  fail: number;
  /** Share of provider calls whose answer is lost (0-1); the provider applied half of those. */
  timeout: number;
  seed: number;
  /** How long to wait at most for the reconciler to resolve what is pending after the load, in seconds. */
  drainSeconds: number;
  log?: (line: string) => void;
}

export interface VenueLoadFigures {
  members: number;
  seconds: number;
  venues: number;
  transfers: number;
  transfersPerSecond: number;
  calls: CallFigures[];
  refusals: Record<string, number>;
  /** Transfers answered "pending" (the provider did not say in time): these went through reconciliation. */
  answeredPending: number;
  /** How the site's venue transfers stand once reconciled, and how many the reconciler resolved. */
  transfersAtEnd: { pending: number; posted: number; voided: number; resolvedByReconciler: number };
  /** Seconds from the end of the load until nothing was pending. */
  drainSeconds: number;
  invariants: {
    booksBalanced: boolean;
    entriesTotal: string;
    negativeMemberAccounts: string[];
    /** Members with money still locked (a transfer unresolved). */
    lockedLeft: string[];
    /** Members whose centre + venues differ from what they were credited. */
    totalsDiffer: string[];
    /** member/venue pairs where the site's record differs from what the provider holds. */
    recordsDifferFromProviders: string[];
  };
}

const PASSWORD = md5Hex('abc12345');
const DEMO_BALANCE = '10000.00';
/** Transfers are between 1 and this many yuan. */
const MAX_TRANSFER_YUAN = 500;

interface Member {
  name: string;
  token: string;
  /** What the last answers said: the centre wallet and each venue's record (fen). */
  centreFen: bigint;
  venuesFen: Map<string, bigint>;
}

async function register(backend: BackendProcess, name: string): Promise<Member> {
  const { token } = data(
    await backend.call<{ token: string }>(api.register.path, { name, password: PASSWORD, secondPassword: PASSWORD, kaptchcate: 0 }),
    `register ${name}`,
  );
  return { name, token, centreFen: moneyToFen(DEMO_BALANCE), venuesFen: new Map() };
}

export async function runVenueLoad(options: VenueLoadOptions): Promise<VenueLoadFigures> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dataDir = await mkdtemp(join(tmpdir(), 'venue-load-'));
  // Every wallet venue (the local sportsbook has none) misbehaves alike.
  const venues = DEMO_VENUES.map((venue) => venue.enName).filter((enName) => enName !== LOCAL_SPORT_VENUE);
  const faults = venues.map((enName) => `${enName}:fail=${options.fail},timeout=${options.timeout}`).join(';');
  const backend = await startBackendProcess(dataDir, {
    DEMO_BALANCE,
    VENUE_FAULTS: faults,
    VENUE_RECONCILE_MS: '1000',
    LOG_LEVEL: 'error',
  });
  try {
    const run = Date.now().toString(36).slice(-4);
    const members: Member[] = [];
    for (let i = 0; i < options.members; i += 10) {
      const batch = Array.from({ length: Math.min(10, options.members - i) }, (_, j) => register(backend, `vl${run}${i + j}`.slice(0, 11)));
      members.push(...(await Promise.all(batch)));
    }
    log(
      `${members.length} members ready, ${venues.length} venues failing ${options.fail * 100}% and timing out ` +
        `${options.timeout * 100}% of calls; ${options.seconds} s of load`,
    );

    const recorder = new Recorder();
    const random = seededRandom(options.seed);
    let transfers = 0;
    let answeredPending = 0;
    const end = performance.now() + options.seconds * 1000;

    const transfer = async (member: Member): Promise<void> => {
      const enName = venues[Math.floor(random() * venues.length)] ?? 'AGZR';
      const atVenue = member.venuesFen.get(enName) ?? 0n;
      const out = atVenue > 0n && random() < 0.5;
      const limit = out ? atVenue : member.centreFen;
      if (limit <= 0n) return;
      const wanted = BigInt(1 + Math.floor(random() * MAX_TRANSFER_YUAN)) * 100n;
      const amountFen = wanted < limit ? wanted : limit;
      const answer = await recorder.time(`venue/transfer ${out ? 'out' : 'in'}`, () =>
        backend.call<VenueTransfer>(
          api.venueTransfer.path,
          { channelCode: enName, direction: out ? 'out' : 'in', amount: fenToMoney(amountFen), ty: '1', key: `vl-${randomUUID()}` },
          member.token,
        ),
      );
      transfers += 1;
      if (answer?.status_code !== Code.Success) return;
      if (answer.data.state === 'pending') answeredPending += 1;
      member.centreFen = moneyToFen(answer.data.centerWalletBalance);
      member.venuesFen.set(enName, moneyToFen(answer.data.venueBalance));
    };

    await Promise.all(
      members.map(async (member) => {
        while (performance.now() < end) await transfer(member);
      }),
    );

    // The reconciler (every second, with its backoff and grace period) resolves what the load left pending.
    const drainStarted = performance.now();
    const drainEnd = drainStarted + options.drainSeconds * 1000;
    let summary = await transferSummary(backend);
    while (summary.pending > 0 && performance.now() < drainEnd) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      summary = await transferSummary(backend);
    }
    const drainSeconds = Math.round((performance.now() - drainStarted) / 100) / 10;
    const invariants = await checkInvariants(backend, members, venues);
    return {
      members: members.length,
      seconds: options.seconds,
      venues: venues.length,
      transfers,
      transfersPerSecond: Math.round((transfers / options.seconds) * 10) / 10,
      calls: recorder.figures(),
      refusals: recorder.refusals,
      answeredPending,
      transfersAtEnd: summary,
      drainSeconds,
      invariants,
    };
  } catch (error) {
    log(`the backend said:\n${backend.output().slice(-4000)}`);
    throw error;
  } finally {
    await backend.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function transferSummary(backend: BackendProcess): Promise<VenueLoadFigures['transfersAtEnd']> {
  return data(await backend.call<VenueLoadFigures['transfersAtEnd']>('/dev/api/venue/transferSummary', {}), 'transfer summary');
}

async function checkInvariants(backend: BackendProcess, members: Member[], venues: string[]): Promise<VenueLoadFigures['invariants']> {
  const books = data(
    await backend.call<{ balanced: boolean; entriesTotal: string; negativeMemberAccounts: string[] }>('/dev/api/ledger/verify', {}),
    'ledger verify',
  );
  const lockedLeft: string[] = [];
  const totalsDiffer: string[] = [];
  const recordsDifferFromProviders: string[] = [];
  for (const member of members) {
    const wallet = data(await backend.call<{ lockMoney: string }>(api.getBalance.path, {}, member.token), 'balance');
    if (moneyToFen(wallet.lockMoney) !== 0n) lockedLeft.push(member.name);
    const all = data(
      await backend.call<{ balance: string; venues: { enName: string; balance: string }[] }>(api.allBalance.path, { category: 8 }, member.token),
      'allBalance',
    );
    if (moneyToFen(all.balance) !== moneyToFen(DEMO_BALANCE)) totalsDiffer.push(member.name);
    for (const enName of venues) {
      const atProvider = data(
        await backend.call<{ balance: string }>('/dev/api/venue/providerBalance', { enName, username: member.name }),
        'provider balance',
      );
      const recorded = all.venues.find((venue) => venue.enName === enName)?.balance ?? '0.00';
      if (moneyToFen(recorded) !== moneyToFen(atProvider.balance)) recordsDifferFromProviders.push(`${member.name}/${enName}`);
    }
  }
  return {
    booksBalanced: books.balanced,
    entriesTotal: books.entriesTotal,
    negativeMemberAccounts: books.negativeMemberAccounts,
    lockedLeft,
    totalsDiffer,
    recordsDifferFromProviders,
  };
}
