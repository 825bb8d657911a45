import { Code, Header, api, moneyToFen } from '@src/contract';
import { venueApi, type RecycleResult, type TransferDirection, type VenueTransfer } from '@src/contract/venue';
import type { ServerOptions } from '../../config';
import { md5Hex } from '../../db/seed';
import { VirtualTimers } from '../../funds/deposits/depositTestKit';
import { centerAccount, lockedAccount, venueAccount, type LedgerCheck } from '../../ledger';
import { createTestBackend, type Answer, type TestBackend } from '../../testing/testBackend';
import { fakeVenues, type FakeVenueProvider } from './fakeVenues';

export interface BedMember {
  id: number;
  name: string;
  token: string;
}

export interface MemberBooks {
  centerFen: bigint;
  lockedFen: bigint;
  venuesFen: Record<WalletVenue, bigint>;
}

export interface VenueWalletBed {
  backend: TestBackend;
  timers: VirtualTimers;
  venue(enName: string): FakeVenueProvider;
  newMember(): Promise<BedMember>;
  transfer(member: BedMember, channelCode: string, direction: TransferDirection, amount: string, key?: string): Promise<Answer<VenueTransfer>>;
  recycle(member: BedMember, key?: string): Promise<Answer<RecycleResult>>;
  /** The member's wallets in the ledger. */
  books(member: BedMember): MemberBooks;
  /** The whole ledger's check (sum zero, no member account negative, balances match their entries). */
  verify(): LedgerCheck;
  /** One reconciler round. */
  reconcile(): Promise<void>;
  /** Lets the microtasks and I/O callbacks queued so far run (provider answers that are already settled). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export const WALLET_VENUES = ['AGZR', 'PGDZ', 'KYQP'] as const;
export type WalletVenue = (typeof WALLET_VENUES)[number];

let serial = 0;
let keys = 0;
/** A fresh idempotency key. */
export const newKey = (): string => `vw-key-${String((keys += 1)).padStart(6, '0')}`;

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The backend over fake venue providers (fakeVenues), its timers virtual (the transfer time limits and the
 * reconciler's backoff run when the test moves time), the reconciler run by hand. Needs Date faked
 * (vi.useFakeTimers({ toFake: ['Date'] })) and `vi.setSystemTime` passed as `moveDate`.
 */
export async function createVenueWalletBed(moveDate: (ms: number) => void, options: ServerOptions = {}): Promise<VenueWalletBed> {
  const venues = fakeVenues();
  const timers = new VirtualTimers(moveDate, flush);
  const backend = await createTestBackend({
    devApi: true,
    schedule: timers.schedule,
    venueReconcileMs: 0,
    venueDirectory: () => venues.directory,
    ...options,
  });
  const { ledger, venueWallets } = backend.services;
  const asMember = (member: BedMember) => ({ [Header.token]: member.token });
  return {
    backend,
    timers,
    venue: venues.venue,
    async newMember() {
      serial += 1;
      const name = `vw${String(serial).padStart(5, '0')}m`;
      const answer = await backend.call<{ token: string; userId: string }>(api.register.path, {
        name,
        password: md5Hex('pass1234'),
        secondPassword: md5Hex('pass1234'),
        kaptchcate: 0,
      });
      if (answer.body.status_code !== Code.Success) throw new Error(`register ${name}: ${answer.body.message}`);
      return { id: Number(answer.body.data.userId), name, token: answer.body.data.token };
    },
    transfer: (member, channelCode, direction, amount, key = newKey()) =>
      backend.call<VenueTransfer>(venueApi.venueTransfer.path, { channelCode, direction, amount, ty: '1', key }, asMember(member)),
    recycle: (member, key = newKey()) => backend.call<RecycleResult>(venueApi.recycle.path, { key }, asMember(member)),
    books(member) {
      const venueFen = (enName: WalletVenue) => ledger.balance(venueAccount(member.id, enName));
      const venuesFen = { AGZR: venueFen('AGZR'), PGDZ: venueFen('PGDZ'), KYQP: venueFen('KYQP') };
      return { centerFen: ledger.balance(centerAccount(member.id)), lockedFen: ledger.balance(lockedAccount(member.id)), venuesFen };
    },
    verify: () => ledger.verify(),
    async reconcile() {
      await venueWallets.reconcile();
    },
    flush,
    close: () => backend.close(),
  };
}

/** fen of a money string (tests compare the wire's strings with the ledger's fen). */
export const fen = (money: string): bigint => moneyToFen(money);
