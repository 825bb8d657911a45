import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code, Header, api } from '@src/contract';
import { VenueMessage, venueApi, type AutoTransferStatus } from '@src/contract/venue';
import { IdempotencyMessage } from '../../ledger';
import { FAKE_REFUSAL } from '../../venueWallet/testing/fakeVenues';
import { WALLET_VENUES, createVenueWalletBed, newKey, type BedMember, type VenueWalletBed } from '../../venueWallet/testing/venueWalletBed';
import { VenueWalletMessage } from '../../venueWallet/venueWalletMessages';
import { DEFAULT_VENUE_WALLET_SETTINGS } from '../../venueWallet/venueWalletSettings';
import { venueWalletDevApi } from './venueWallet';

const { graceMs, transferLimitMs, recycleLimitMs } = DEFAULT_VENUE_WALLET_SETTINGS;
const asMember = (member: BedMember) => ({ [Header.token]: member.token });

let bed: VenueWalletBed;
let member: BedMember;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  bed = await createVenueWalletBed((ms) => vi.setSystemTime(ms));
});
afterAll(async () => {
  await bed.close();
  vi.useRealTimers();
});
beforeEach(async () => {
  // Every test starts with a fresh member (10000.00 in the centre wallet) and providers that behave.
  member = await bed.newMember();
  for (const enName of WALLET_VENUES) bed.venue(enName).reset();
});

const balances = async (who: BedMember) =>
  (await bed.backend.call<{ centerWalletBalance: string; lockMoney: string }>(api.getBalance.path, {}, asMember(who))).body.data;
const allBalance = async (who: BedMember) =>
  (await bed.backend.call<{ balance: string; venues: { enName: string; balance: string }[] }>(api.allBalance.path, { category: 8 }, asMember(who)))
    .body.data;
const venueOf = (wallets: { venues: { enName: string; balance: string }[] }, enName: string) =>
  wallets.venues.find((venue) => venue.enName === enName)?.balance;

describe('the venue wallet calls', () => {
  it('answer 6001 without a member token', async () => {
    for (const call of [venueApi.venueBalance, venueApi.venueTransfer, venueApi.recycle, venueApi.autoTransferStatus, venueApi.setAutoTransferStatus]) {
      const answer = await bed.backend.call(call.path, {});
      expect(answer.body).toMatchObject({ status_code: Code.LoginExpired, message: '请重新登录' });
    }
  });

  it('refuse a malformed transfer with 6007 and a Chinese message, moving nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ channelCode: 'AGZR', direction: 'in', ty: '1', key: newKey() }, '请输入转账金额'],
      [{ channelCode: 'AGZR', direction: 'in', amount: '', ty: '1', key: newKey() }, '请输入转账金额'],
      [{ channelCode: 'AGZR', direction: 'in', amount: '1.234', ty: '1', key: newKey() }, '转账金额最多两位小数'],
      [{ channelCode: 'AGZR', direction: 'in', amount: '0.00', ty: '1', key: newKey() }, '转账金额必须大于0'],
      [{ channelCode: 'AGZR', direction: 'in', amount: '1234567890.12', ty: '1', key: newKey() }, '转账金额最多12位'],
      [{ channelCode: 'AGZR', direction: 'sideways', amount: '10', ty: '1', key: newKey() }, '转账方向不正确'],
      [{ channelCode: 'ag zr', direction: 'in', amount: '10', ty: '1', key: newKey() }, '场馆代码不正确'],
      [{ channelCode: 'AGZR', direction: 'in', amount: '10', ty: '1', key: 'short' }, '幂等键长度不正确'],
    ];
    for (const [body, message] of cases) {
      const answer = await bed.backend.call(venueApi.venueTransfer.path, body, asMember(member));
      expect(answer.body.status_code).toBe(Code.InvalidParameter);
      expect(answer.body.message).toContain(message);
    }
    const recycle = await bed.backend.call(venueApi.recycle.path, { key: '坏' }, asMember(member));
    expect(recycle.body.status_code).toBe(Code.InvalidParameter);
    const status = await bed.backend.call(venueApi.setAutoTransferStatus.path, { status: 2 }, asMember(member));
    expect(status.body.status_code).toBe(Code.InvalidParameter);
    expect(await balances(member)).toEqual({ centerWalletBalance: '10000.00', lockMoney: '0.00' });
  });

  it('move money into a venue and back, the balance calls following the ledger', async () => {
    const transferIn = await bed.transfer(member, 'AGZR', 'in', '100');
    expect(transferIn.body.status_code).toBe(Code.Success);
    expect(transferIn.body.data).toMatchObject({
      state: 'posted',
      centerWalletBalance: '9900.00',
      venueBalance: '100.00',
      message: VenueMessage.transferPosted,
    });
    expect(bed.venue('AGZR').heldFen(String(member.id))).toBe(10_000n);
    const wallets = await allBalance(member);
    expect(wallets.balance).toBe('10000.00');
    expect(venueOf(wallets, 'AGZR')).toBe('100.00');

    const transferOut = await bed.transfer(member, 'AGZR', 'out', '40.50');
    expect(transferOut.body.data).toMatchObject({ state: 'posted', centerWalletBalance: '9940.50', venueBalance: '59.50' });
    expect(bed.venue('AGZR').heldFen(String(member.id))).toBe(5_950n);
    expect(await balances(member)).toEqual({ centerWalletBalance: '9940.50', lockMoney: '0.00' });
    expect(bed.verify().balanced).toBe(true);
  });

  it('refuse before anything moves: an unknown venue, the local sportsbook, maintenance, a short wallet', async () => {
    const callsBefore = bed.venue('AGZR').calls.length + bed.venue('PGDZ').calls.length;
    const unknown = await bed.transfer(member, 'NOPE', 'in', '10');
    expect(unknown.body).toMatchObject({ status_code: Code.NotFound, message: VenueMessage.venueUnknown });
    const sport = await bed.transfer(member, 'CRTY', 'in', '10');
    expect(sport.body).toMatchObject({ status_code: Code.Warning, message: VenueWalletMessage.localSportNoWallet });
    bed.venue('PGDZ').maintenanceUntil = Date.now() + 3_600_000;
    const maintenance = await bed.transfer(member, 'PGDZ', 'in', '10');
    expect(maintenance.body.status_code).toBe(Code.VenueMaintenance);
    expect(maintenance.body.message).toMatch(/^PG电子场馆维护中，预计\d{4}-\d\d-\d\d \d\d:\d\d结束$/);
    const short = await bed.transfer(member, 'AGZR', 'in', '10000.01');
    expect(short.body).toMatchObject({ status_code: Code.Warning, message: VenueMessage.insufficientCenter });
    const shortVenue = await bed.transfer(member, 'AGZR', 'out', '1');
    expect(shortVenue.body).toMatchObject({ status_code: Code.Warning, message: VenueMessage.insufficientVenue });
    // No provider was asked: each refusal came before the reservation.
    expect(bed.venue('AGZR').calls.length + bed.venue('PGDZ').calls.length).toBe(callsBefore);
    expect(await balances(member)).toEqual({ centerWalletBalance: '10000.00', lockMoney: '0.00' });
  });

  it('give the money back when the provider refuses, saying why (6014)', async () => {
    bed.venue('AGZR').plan('refuse');
    const answer = await bed.transfer(member, 'AGZR', 'in', '200');
    expect(answer.body).toMatchObject({ status_code: Code.InvocationError, message: `${VenueMessage.transferFailed}（${FAKE_REFUSAL}）` });
    expect(await balances(member)).toEqual({ centerWalletBalance: '10000.00', lockMoney: '0.00' });
    bed.venue('AGZR').plan('maintenance');
    const maintenance = await bed.transfer(member, 'AGZR', 'in', '200');
    expect(maintenance.body.status_code).toBe(Code.VenueMaintenance);
    expect(await balances(member)).toEqual({ centerWalletBalance: '10000.00', lockMoney: '0.00' });
  });

  it('keep a timed-out transfer in pending (locked) until the reconciler learns it went through', async () => {
    bed.venue('AGZR').plan('timeoutApplied');
    const answer = await bed.transfer(member, 'AGZR', 'in', '300');
    expect(answer.body.data).toMatchObject({ state: 'pending', centerWalletBalance: '9700.00', venueBalance: '0.00', message: VenueMessage.transferPending });
    expect(await balances(member)).toEqual({ centerWalletBalance: '9700.00', lockMoney: '300.00' });
    await bed.reconcile();
    expect(await balances(member)).toEqual({ centerWalletBalance: '9700.00', lockMoney: '0.00' });
    expect(venueOf(await allBalance(member), 'AGZR')).toBe('300.00');
    expect(bed.backend.services.venueWallets.book.find(answer.body.data.transferId)?.state).toBe('posted');
  });

  it('give back a timed-out transfer the provider never received, but only after the grace period', async () => {
    bed.venue('AGZR').plan('timeoutLost');
    const answer = await bed.transfer(member, 'AGZR', 'in', '300');
    expect(answer.body.data.state).toBe('pending');
    await bed.reconcile();
    expect(await balances(member)).toEqual({ centerWalletBalance: '9700.00', lockMoney: '300.00' });
    await bed.timers.advance(graceMs);
    await bed.reconcile();
    expect(await balances(member)).toEqual({ centerWalletBalance: '10000.00', lockMoney: '0.00' });
    expect(bed.venue('AGZR').heldFen(String(member.id))).toBe(0n);
  });

  it('resolve a withdraw from a venue that timed out, both ways', async () => {
    await bed.transfer(member, 'KYQP', 'in', '500');
    bed.venue('KYQP').plan('timeoutApplied', 'timeoutLost');
    const applied = await bed.transfer(member, 'KYQP', 'out', '100');
    const lost = await bed.transfer(member, 'KYQP', 'out', '50');
    expect([applied.body.data.state, lost.body.data.state]).toEqual(['pending', 'pending']);
    expect(await balances(member)).toEqual({ centerWalletBalance: '9500.00', lockMoney: '150.00' });
    await bed.timers.advance(graceMs);
    await bed.reconcile();
    expect(await balances(member)).toEqual({ centerWalletBalance: '9600.00', lockMoney: '0.00' });
    expect(venueOf(await allBalance(member), 'KYQP')).toBe('400.00');
    expect(bed.venue('KYQP').heldFen(String(member.id))).toBe(40_000n);
  });

  it('ask again later, waiting longer each time, while the provider does not answer the query', async () => {
    const venue = bed.venue('PGDZ');
    venue.plan('timeoutApplied');
    const answer = await bed.transfer(member, 'PGDZ', 'in', '80');
    const { transferId } = answer.body.data;
    venue.queryTimesOut = true;
    await bed.timers.advance(graceMs);
    await bed.reconcile();
    const first = bed.backend.services.venueWallets.book.find(transferId);
    expect(first).toMatchObject({ state: 'pending', attempts: 1 });
    const queries = () => venue.calls.filter((call) => call.kind === 'query' && call.transferId === transferId).length;
    const asked = queries();
    await bed.reconcile();
    expect(queries()).toBe(asked);
    await bed.timers.advance(DEFAULT_VENUE_WALLET_SETTINGS.reconcileMs);
    await bed.reconcile();
    expect(bed.backend.services.venueWallets.book.find(transferId)).toMatchObject({ state: 'pending', attempts: 2 });
    venue.queryTimesOut = false;
    await bed.timers.advance(2 * DEFAULT_VENUE_WALLET_SETTINGS.reconcileMs);
    await bed.reconcile();
    expect(bed.backend.services.venueWallets.book.find(transferId)?.state).toBe('posted');
    expect(await balances(member)).toEqual({ centerWalletBalance: '9920.00', lockMoney: '0.00' });
  });

  it('answer pending for a slow provider past the time limit, and post when its answer comes', async () => {
    const venue = bed.venue('AGZR');
    venue.plan('hang');
    const call = bed.transfer(member, 'AGZR', 'in', '60');
    await vi.waitFor(() => expect(venue.hangingCalls).toBe(1));
    // The reconciler leaves a transfer whose call is still waiting alone, even past the grace period.
    await bed.timers.advance(transferLimitMs);
    const answer = await call;
    expect(answer.body.data.state).toBe('pending');
    await bed.reconcile();
    expect(await balances(member)).toEqual({ centerWalletBalance: '9940.00', lockMoney: '60.00' });
    venue.release();
    await vi.waitFor(async () => expect(await balances(member)).toEqual({ centerWalletBalance: '9940.00', lockMoney: '0.00' }));
    expect(venueOf(await allBalance(member), 'AGZR')).toBe('60.00');
  });

  it('are idempotent by key: a replay answers the first, another body 6009, a repeat in flight 6011', async () => {
    const key = newKey();
    const first = await bed.transfer(member, 'AGZR', 'in', '25', key);
    const replay = await bed.transfer(member, 'AGZR', 'in', '25', key);
    expect(replay.body).toEqual(first.body);
    expect(await balances(member)).toMatchObject({ centerWalletBalance: '9975.00' });
    const other = await bed.transfer(member, 'AGZR', 'in', '26', key);
    expect(other.body).toMatchObject({ status_code: Code.DataExists, message: IdempotencyMessage.keyReused });

    const venue = bed.venue('AGZR');
    venue.plan('hang');
    const slowKey = newKey();
    const slow = bed.transfer(member, 'AGZR', 'in', '5', slowKey);
    await vi.waitFor(() => expect(venue.hangingCalls).toBe(1));
    const again = await bed.transfer(member, 'AGZR', 'in', '5', slowKey);
    expect(again.body).toMatchObject({ status_code: Code.FrequentSubmission, message: IdempotencyMessage.inFlight });
    venue.release();
    expect((await slow).body.data.state).toBe('posted');
    expect(await balances(member)).toMatchObject({ centerWalletBalance: '9970.00' });
  });

  it('never show or move another member’s venue money', async () => {
    const other = await bed.newMember();
    await bed.transfer(member, 'AGZR', 'in', '100');
    const theirs = await bed.backend.call<{ balance: string }>(venueApi.venueBalance.path, { channelCode: 'AGZR' }, asMember(other));
    expect(theirs.body.data.balance).toBe('0.00');
    const recycled = await bed.recycle(other);
    expect(recycled.body.data.results).toEqual([]);
    const out = await bed.transfer(other, 'AGZR', 'out', '100');
    expect(out.body).toMatchObject({ status_code: Code.Warning, message: VenueMessage.insufficientVenue });
    expect(venueOf(await allBalance(member), 'AGZR')).toBe('100.00');
    expect(venueOf(await allBalance(other), 'AGZR')).toBe('0.00');
  });

  it('recycle every venue at once, reporting each by name; a failed venue keeps its money', async () => {
    for (const enName of ['AGZR', 'PGDZ', 'KYQP']) await bed.transfer(member, enName, 'in', '100');
    bed.venue('KYQP').plan('refuse');
    bed.venue('PGDZ').plan('hang');
    const key = newKey();
    const call = bed.recycle(member, key);
    await vi.waitFor(() => expect(bed.venue('PGDZ').hangingCalls).toBe(1));
    await bed.timers.advance(recycleLimitMs);
    const answer = await call;
    expect(answer.body.status_code).toBe(Code.Success);
    expect(answer.body.data.results).toEqual([
      { enName: 'AGZR', name: 'AG真人', amount: '100.00', outcome: 'posted', message: VenueMessage.recycleDone },
      { enName: 'PGDZ', name: 'PG电子', amount: '100.00', outcome: 'pending', message: VenueWalletMessage.recyclePending },
      { enName: 'KYQP', name: '开元棋牌', amount: '100.00', outcome: 'failed', message: `${VenueWalletMessage.recycleFailed}（${FAKE_REFUSAL}）` },
    ]);
    expect(answer.body.data.centerWalletBalance).toBe('9800.00');
    expect(venueOf(await allBalance(member), 'KYQP')).toBe('100.00');
    expect((await bed.recycle(member, key)).body).toEqual(answer.body);
    bed.venue('PGDZ').release();
    await vi.waitFor(async () => expect(await balances(member)).toEqual({ centerWalletBalance: '9900.00', lockMoney: '0.00' }));

    bed.venue('KYQP').maintenanceUntil = Date.now() + 60_000;
    const again = await bed.recycle(member);
    expect(again.body.data.results.map(({ enName, outcome }) => [enName, outcome])).toEqual([['KYQP', 'failed']]);
    expect(again.body.data.results[0]?.message).toContain('开元棋牌场馆维护中');
    expect(venueOf(await allBalance(member), 'KYQP')).toBe('100.00');
  });

  it('ask the provider for a venue balance: 6415 in maintenance, 6006 when it cannot be reached', async () => {
    await bed.transfer(member, 'PGDZ', 'in', '12.34');
    const ask = (channelCode: string) => bed.backend.call<{ enName: string; balance: string }>(venueApi.venueBalance.path, { channelCode }, asMember(member));
    expect((await ask('PGDZ')).body.data).toEqual({ enName: 'PGDZ', balance: '12.34' });
    expect((await ask('NOPE')).body).toMatchObject({ status_code: Code.NotFound, message: VenueMessage.venueUnknown });
    bed.venue('PGDZ').balanceFails = true;
    expect((await ask('PGDZ')).body).toMatchObject({ status_code: Code.BadGateway, message: VenueMessage.providerUnavailable });
    bed.venue('PGDZ').maintenanceUntil = Date.now() + 60_000;
    expect((await ask('PGDZ')).body.status_code).toBe(Code.VenueMaintenance);
  });

  it('keep each member’s auto-transfer switch, off at first', async () => {
    const status = () => bed.backend.call<AutoTransferStatus>(venueApi.autoTransferStatus.path, {}, asMember(member));
    expect((await status()).body.data).toEqual({ status: 0 });
    const set = await bed.backend.call<AutoTransferStatus>(venueApi.setAutoTransferStatus.path, { status: 1 }, asMember(member));
    expect(set.body.data).toEqual({ status: 1 });
    expect((await status()).body.data).toEqual({ status: 1 });
    const other = await bed.newMember();
    expect((await bed.backend.call<AutoTransferStatus>(venueApi.autoTransferStatus.path, {}, asMember(other))).body.data).toEqual({ status: 0 });
  });

  it('on launch with auto-transfer on, bring the other venues back and move the whole centre in', async () => {
    const wallets = bed.backend.services.venueWallets;
    await bed.transfer(member, 'AGZR', 'in', '100');
    expect(await wallets.autoTransferOnLaunch(member.id, 'PGDZ')).toBe(0n);
    wallets.setAutoTransferStatus(member.id, 1);
    expect(wallets.autoTransferOn(member.id)).toBe(true);
    expect(await wallets.autoTransferOnLaunch(member.id, 'PGDZ')).toBe(1_000_000n);
    expect(await balances(member)).toEqual({ centerWalletBalance: '0.00', lockMoney: '0.00' });
    expect(venueOf(await allBalance(member), 'PGDZ')).toBe('10000.00');
    expect(venueOf(await allBalance(member), 'AGZR')).toBe('0.00');
    expect(await wallets.autoTransferOnLaunch(member.id, 'CRTY')).toBe(0n);

    // The next launch elsewhere: PGDZ refuses to give the money back, so it stays there and nothing moves in.
    bed.venue('PGDZ').plan('refuse');
    expect(await wallets.autoTransferOnLaunch(member.id, 'KYQP')).toBe(0n);
    expect(venueOf(await allBalance(member), 'PGDZ')).toBe('10000.00');
    bed.venue('PGDZ').plan('timeoutLost');
    expect(await wallets.autoTransferOnLaunch(member.id, 'KYQP')).toBe(0n);
    expect(await balances(member)).toEqual({ centerWalletBalance: '0.00', lockMoney: '10000.00' });
    await bed.timers.advance(graceMs);
    await bed.reconcile();
    expect(await wallets.autoTransferOnLaunch(member.id, 'KYQP')).toBe(1_000_000n);
    expect(venueOf(await allBalance(member), 'KYQP')).toBe('10000.00');
    expect(bed.verify().balanced).toBe(true);
  });

  it('let 20 parallel transfers move no more than the centre wallet holds', async () => {
    await bed.transfer(member, 'KYQP', 'in', '9900');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => bed.transfer(member, i % 2 ? 'AGZR' : 'PGDZ', 'in', '30')));
    const posted = answers.filter((answer) => answer.body.status_code === Code.Success);
    const refused = answers.filter((answer) => answer.body.status_code !== Code.Success);
    expect(posted).toHaveLength(3);
    for (const answer of refused) expect(answer.body.message).toBe(VenueMessage.insufficientCenter);
    const books = bed.books(member);
    expect(books.centerFen).toBe(1_000n);
    expect(books.venuesFen.AGZR + books.venuesFen.PGDZ).toBe(9_000n);
    const check = bed.verify();
    expect(check.negativeMemberAccounts).toEqual([]);
    expect(check.balanced).toBe(true);
  });
});


describe('the venue wallet dev calls', () => {
  it('run a reconciler round and count the transfers by state and by who resolved them', async () => {
    const before = (await bed.backend.call<{ resolvedByReconciler: number; pending: number }>(venueWalletDevApi.transferSummary.path)).body.data;
    bed.venue('AGZR').plan('timeoutApplied');
    await bed.transfer(member, 'AGZR', 'in', '10');
    const round = await bed.backend.call(venueWalletDevApi.reconcile.path);
    expect(round.body.data).toEqual({ posted: 1, voided: 0, stillPending: 0 });
    const after = (await bed.backend.call<{ resolvedByReconciler: number; pending: number }>(venueWalletDevApi.transferSummary.path)).body.data;
    expect(after.resolvedByReconciler).toBe(before.resolvedByReconciler + 1);
    expect(after.pending).toBe(0);
  });
});
