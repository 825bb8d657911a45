import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code, fenToMoney, moneyToFen } from '@src/contract';
import { siteTime } from '@src/contract/siteClock';
import { VenueMessage, venueApi, type BonusPool, type GameList, type LaunchResponse, type VenueInfo } from '@src/contract/venue';
import { centerAccount, venueAccount } from '../../ledger/accounts';
import { createLobbyServices } from '../../lobby';
import { LobbyMessage } from '../../lobby/lobbyMessages';
import { fakeLobbyVenues, type FakeVenueDirectory } from '../../lobby/testing/fakeVenueDirectory';
import { createTestBackend, type TestBackend } from '../../testing/testBackend';
import { lobbyTestApp } from '../../lobby/testing/lobbyTestApp';

const HOUR_MS = 3_600_000;

/**
 * The lobby's calls over a fake venue directory whose venues the tests steer (maintenance, activity, provider
 * failures), served by an app of their own beside the backend (same database, members and tokens).
 * venueLobbyProviders.test.ts runs the same calls against the real providers.
 */
let backend: TestBackend;
let b: Pick<TestBackend, 'call' | 'loginDemo' | 'db' | 'services'>;
let venues: FakeVenueDirectory;
let now: number;
let token: string;
let memberId: number;
const autoTransfers: { memberId: number; enName: string }[] = [];
let autoTransferFen = 0n;

beforeEach(async () => {
  backend = await createTestBackend();
  venues = fakeLobbyVenues();
  now = Date.now();
  autoTransfers.length = 0;
  autoTransferFen = 0n;
  const lobby = createLobbyServices({
    db: backend.db,
    directory: venues,
    ledger: backend.services.ledger,
    autoTransfer: {
      autoTransferOnLaunch: (member, enName) => {
        autoTransfers.push({ memberId: member, enName });
        return Promise.resolve(autoTransferFen);
      },
    },
    clock: () => now,
  });
  b = await lobbyTestApp(backend, lobby);
  token = await b.loginDemo('plain');
  memberId = memberIdOf('demo01');
});
afterEach(() => backend.close());

function memberIdOf(username: string): number {
  return b.db.prepare<[string], { id: number }>('SELECT id FROM members WHERE username = ?').get(username)?.id ?? -1;
}

/** Gives the member money at a venue, as a posted transfer in would. */
function venueMoney(member: number, enName: string, fen: bigint): void {
  const account = venueAccount(member, enName);
  b.services.ledger.openAccount(account, 'venue', { memberId: member, venue: enName });
  b.services.ledger.move(`test-${enName}-${member}-${fen}`, 'venue_transfer', centerAccount(member), account, fen);
}

const as = (who: string | null, extra: Record<string, string> = {}) => (who ? { token: who, ...extra } : extra);

async function venuesOf(category: string, who: string | null = null): Promise<VenueInfo[]> {
  const answer = await b.call<{ venues: VenueInfo[] }>(venueApi.venueInfoByCategory.path, { category }, as(who));
  expect(answer.body.message).toBe('成功');
  return answer.body.data.venues;
}

async function games(body: object, who: string | null = null): Promise<GameList> {
  const answer = await b.call<GameList>(venueApi.gameList.path, { category: 'ZR', ...body }, as(who));
  expect(answer.body.message).toBe('成功');
  return answer.body.data;
}

const names = (list: GameList) => list.list.map((game) => game.name);

async function launch(body: object, who: string | null = token, headers: Record<string, string> = {}) {
  return (await b.call<LaunchResponse>(venueApi.launch.path, body, as(who, headers))).body;
}

describe('venue/getVenueInfoByCategory', () => {
  it('shows a visitor every live-dealer venue in the site order with its logo, game count and no balance', async () => {
    expect(await venuesOf('ZR')).toEqual([
      {
        enName: 'AGZR',
        name: 'AG真人',
        category: 'ZR',
        logo: '/venues/AGZR/logo.svg',
        status: 'open',
        maintenanceUntil: null,
        newTab: false,
        activity: null,
        gameCount: 3,
        balance: null,
      },
      expect.objectContaining({ enName: 'BGZR', gameCount: 2, balance: null }),
    ]);
  });

  it('shows a member their money at each venue from the books, and CRTY with no games and no balance', async () => {
    venueMoney(memberId, 'AGZR', 12_345n);
    const zr = await venuesOf('ZR', token);
    expect(zr.map((venue) => [venue.enName, venue.balance])).toEqual([
      ['AGZR', '123.45'],
      ['BGZR', '0.00'],
    ]);
    const other = await b.loginDemo('verified');
    expect((await venuesOf('ZR', other)).map((venue) => venue.balance)).toEqual(['0.00', '0.00']);
    const ty = await venuesOf('TY', token);
    expect(ty.map((venue) => [venue.enName, venue.gameCount, venue.balance, venue.newTab])).toEqual([
      ['CRTY', 0, null, false],
      ['XMTY', 1, '0.00', true],
    ]);
  });

  it('says a venue is in maintenance and until when, and that an activity runs', async () => {
    venues.venue('BGZR').set({ maintenanceUntil: now + HOUR_MS, activity: '首存送10%' });
    const [, bg] = await venuesOf('ZR');
    expect(bg).toMatchObject({ status: 'maintenance', maintenanceUntil: now + HOUR_MS, activity: '首存送10%' });
    venues.venue('BGZR').set({ maintenanceUntil: now - 1 });
    expect((await venuesOf('ZR'))[1]?.status).toBe('open');
  });

  it('refuses an unknown category with 6007 in Chinese', async () => {
    const answer = await b.call(venueApi.venueInfoByCategory.path, { category: 'XX' });
    expect(answer.body).toMatchObject({ status_code: Code.InvalidParameter, message: '游戏类别：游戏类别不正确' });
  });
});

describe('venue/gameList', () => {
  it('lists a category’s games with thumbnails, by popularity then newest, and pages them', async () => {
    const page = await games({ sort: 'popular', pageSize: 2 });
    expect(page.total).toBe(5);
    expect(names(page)).toEqual(['轮盘', '极速百家乐']);
    expect(page.list[0]).toMatchObject({
      enName: 'BGZR',
      venueName: 'BG真人',
      gameCode: 'bg-roulette',
      initials: 'lp',
      thumbnail: '/venues/BGZR/games/bg-roulette.svg',
      popularity: 0,
      favourite: false,
      lastPlayedAt: null,
    });
    expect(names(await games({ sort: 'popular', pageSize: 2, pageNum: 3 }))).toEqual(['百家乐']);
    expect(names(await games({ sort: 'name' }))).toEqual(['百家乐', '百家乐保险', '极速百家乐', '龙虎斗', '轮盘']);
  });

  it('filters by venue and by tag', async () => {
    expect(names(await games({ enName: 'BGZR' }))).toEqual(['轮盘', '百家乐保险']);
    expect(names(await games({ tag: 'hot' }))).toEqual(['百家乐']);
    const unknown = await b.call(venueApi.gameList.path, { category: 'ZR', enName: 'NOPE' });
    expect(unknown.body).toMatchObject({ status_code: Code.NotFound, message: VenueMessage.venueUnknown });
    const elsewhere = await b.call(venueApi.gameList.path, { category: 'ZR', enName: 'PGDZ' });
    expect(elsewhere.body).toMatchObject({ status_code: Code.NotFound, message: LobbyMessage.venueNotInCategory });
  });

  it('finds 百家乐 by "bjl", "baijiale", "bajiale" and "百家", the best matches first', async () => {
    const baccarats = ['百家乐', '百家乐保险', '极速百家乐'];
    expect(names(await games({ keyword: 'bjl' }))).toEqual(baccarats);
    expect(names(await games({ keyword: 'baijiale' }))).toEqual(baccarats);
    expect(names(await games({ keyword: 'bajiale' }))).toEqual(baccarats);
    expect(names(await games({ keyword: ' 百家 ' }))).toEqual(baccarats);
    expect(names(await games({ keyword: 'lhd' }))).toEqual(['龙虎斗']);
    expect((await games({ keyword: 'xyz' })).total).toBe(0);
  });

  it('ranks popular games by launches over the last seven days', async () => {
    ok(await launch({ enName: 'AGZR', gameCode: 'ag-dragon-tiger' }));
    ok(await launch({ enName: 'AGZR', gameCode: 'ag-dragon-tiger' }, await b.loginDemo('verified')));
    ok(await launch({ enName: 'BGZR', gameCode: 'bg-baccarat-insurance' }));
    const popular = await games({ sort: 'popular', pageSize: 3 });
    expect(popular.list.map((game) => [game.name, game.popularity])).toEqual([
      ['龙虎斗', 2],
      ['百家乐保险', 1],
      ['轮盘', 0],
    ]);
    now += 7 * 24 * HOUR_MS + 1;
    expect((await games({ sort: 'popular', pageSize: 1 })).list[0]).toMatchObject({ name: '轮盘', popularity: 0 });
  });

  it('asks a visitor to log in for the favourites and recently played tabs (6001)', async () => {
    for (const tab of ['favourites', 'recent']) {
      const answer = await b.call(venueApi.gameList.path, { category: 'ZR', tab });
      expect(answer.body.status_code).toBe(Code.LoginExpired);
    }
  });

  it('refuses bad bodies with 6007 in Chinese', async () => {
    const refused = async (body: object) => {
      const answer = await b.call(venueApi.gameList.path, body);
      expect(answer.body.status_code).toBe(Code.InvalidParameter);
      return answer.body.message;
    };
    expect(await refused({})).toBe('游戏类别：游戏类别不正确');
    expect(await refused({ category: 'ZR', keyword: 'x'.repeat(31) })).toBe('搜索词：搜索词最多30个字');
    expect(await refused({ category: 'ZR', pageSize: 61 })).toBe('每页条数：不能大于60');
    expect(await refused({ category: 'ZR', tab: 'mine' })).toBe('游戏分类：取值不正确');
    expect(await refused({ category: 'ZR', enName: 'ag zr' })).toBe('场馆：场馆代码不正确');
  });
});

function ok<T>(answer: { status_code: number; message: string; data: T }): T {
  expect(answer.message).toBe('成功');
  return answer.data;
}

describe('collection/addCollection and removeCollection', () => {
  const baccarat = { enName: 'AGZR', gameCode: 'ag-baccarat' };

  it('keeps a member’s favourites, adding twice harmlessly, and shows them in the favourites tab only to that member', async () => {
    expect(ok((await b.call(venueApi.addCollection.path, baccarat, { token })).body)).toEqual({ favourite: true });
    expect(ok((await b.call(venueApi.addCollection.path, baccarat, { token })).body)).toEqual({ favourite: true });
    const mine = await games({ tab: 'favourites' }, token);
    expect(mine.list.map((game) => [game.name, game.favourite])).toEqual([['百家乐', true]]);
    expect((await games({ keyword: 'bjl' }, token)).list.map((game) => game.favourite)).toEqual([true, false, false]);

    const other = await b.loginDemo('verified');
    expect((await games({ tab: 'favourites' }, other)).total).toBe(0);
    expect((await games({ keyword: 'bjl' }, other)).list.every((game) => !game.favourite)).toBe(true);
    expect((await games({ keyword: 'bjl' })).list.every((game) => !game.favourite)).toBe(true);

    expect(ok((await b.call(venueApi.removeCollection.path, baccarat, { token })).body)).toEqual({ favourite: false });
    expect(ok((await b.call(venueApi.removeCollection.path, baccarat, { token })).body)).toEqual({ favourite: false });
    expect((await games({ tab: 'favourites' }, token)).total).toBe(0);
  });

  it('refuses a game no venue lists (6004), a visitor (6001), and a bad body (6007)', async () => {
    const unknown = await b.call(venueApi.addCollection.path, { enName: 'AGZR', gameCode: 'no-such' }, { token });
    expect(unknown.body).toMatchObject({ status_code: Code.NotFound, message: '游戏不存在' });
    const noVenue = await b.call(venueApi.removeCollection.path, { enName: 'NOPE', gameCode: 'x' }, { token });
    expect(noVenue.body).toMatchObject({ status_code: Code.NotFound, message: '游戏不存在' });
    expect((await b.call(venueApi.addCollection.path, baccarat)).body.status_code).toBe(Code.LoginExpired);
    const bad = await b.call(venueApi.addCollection.path, { enName: 'AGZR' }, { token });
    expect(bad.body).toMatchObject({ status_code: Code.InvalidParameter, message: '游戏：游戏代码不能为空' });
  });
});

describe('venue/launch', () => {
  it('answers the provider’s game address in the page’s language and records the launch as recently played', async () => {
    const answer = ok(await launch({ enName: 'AGZR', gameCode: 'ag-baccarat' }, token, { 'accept-language': 'zh-TW' }));
    expect(answer).toEqual({ url: `/venues/AGZR/play/ag-baccarat?player=${memberId}&lang=zh-TW`, transferred: null });
    expect(venues.venue('AGZR').launched).toEqual([{ player: String(memberId), gameCode: 'ag-baccarat', language: 'zh-TW' }]);
    ok(await launch({ enName: 'AGZR', gameCode: 'ag-baccarat' }));
    expect(venues.venue('AGZR').launched[1]?.language).toBe('zh-CN');

    now += 60_000;
    ok(await launch({ enName: 'BGZR', gameCode: 'bg-roulette' }));
    const recent = await games({ tab: 'recent', sort: 'name' }, token);
    expect(recent.list.map((game) => [game.name, game.lastPlayedAt])).toEqual([
      ['轮盘', now],
      ['百家乐', now - 60_000],
    ]);
    expect((await games({ tab: 'recent' }, await b.loginDemo('verified'))).total).toBe(0);
    expect(autoTransfers).toEqual([
      { memberId, enName: 'AGZR' },
      { memberId, enName: 'AGZR' },
      { memberId, enName: 'BGZR' },
    ]);
  });

  it('says how much auto-transfer moved into the venue', async () => {
    autoTransferFen = 10_050n;
    expect(ok(await launch({ enName: 'AGZR', gameCode: 'ag-baccarat' })).transferred).toBe('100.50');
  });

  it('asks a visitor to log in (6001) and refuses unknown venues and games (6004)', async () => {
    expect((await launch({ enName: 'AGZR', gameCode: 'ag-baccarat' }, null)).status_code).toBe(Code.LoginExpired);
    expect(await launch({ enName: 'NOPE', gameCode: 'ag-baccarat' })).toMatchObject({
      status_code: Code.NotFound,
      message: '场馆不存在',
    });
    expect(await launch({ enName: 'AGZR', gameCode: 'fortune-tiger' })).toMatchObject({
      status_code: Code.NotFound,
      message: '游戏不存在',
    });
    expect(autoTransfers).toEqual([]);
  });

  it('has no launch for CRTY: the client opens the local sport page', async () => {
    expect(await launch({ enName: 'CRTY', gameCode: 'sport' })).toMatchObject({
      status_code: Code.InvalidParameter,
      message: LobbyMessage.localSportNoLaunch,
    });
  });

  it('says a venue is in maintenance and until when on the site clock (6415), and moves no money', async () => {
    const until = now + 2 * HOUR_MS;
    venues.venue('AGZR').set({ maintenanceUntil: until });
    expect(await launch({ enName: 'AGZR', gameCode: 'ag-baccarat' })).toMatchObject({
      status_code: Code.VenueMaintenance,
      message: `AG真人维护中，预计${siteTime(until).slice(0, 16)}结束`,
    });
    expect(autoTransfers).toEqual([]);
    venues.venue('AGZR').set({ maintenanceUntil: null });
    venues.venue('AGZR').launchAnswer = 'maintenance';
    expect(await launch({ enName: 'AGZR', gameCode: 'ag-baccarat' })).toMatchObject({
      status_code: Code.VenueMaintenance,
      message: 'AG真人维护中',
    });
  });

  it('answers 6413 with the activity’s text when the member has nothing there and has not chosen', async () => {
    venues.venue('AGZR').set({ activity: 'AG真人首存活动进行中，转入即可参与' });
    const baccarat = { enName: 'AGZR', gameCode: 'ag-baccarat' };
    expect(await launch(baccarat)).toMatchObject({
      status_code: Code.VenueActivity,
      message: 'AG真人首存活动进行中，转入即可参与',
    });
    expect(autoTransfers).toEqual([]);
    expect(ok(await launch({ ...baccarat, isActivity: 0 })).url).toContain('/venues/AGZR/');
    expect(ok(await launch({ ...baccarat, isActivity: 1 })).url).toContain('/venues/AGZR/');
    venueMoney(memberId, 'AGZR', 1n);
    expect(ok(await launch(baccarat)).url).toContain('/venues/AGZR/');
  });

  it('says the venue cannot be reached (6006) when the provider times out or is down, and records no launch', async () => {
    for (const failure of ['timeout', 'unavailable', 'refused'] as const) {
      venues.venue('AGZR').launchAnswer = failure;
      expect(await launch({ enName: 'AGZR', gameCode: 'ag-baccarat' })).toMatchObject({
        status_code: Code.BadGateway,
        message: VenueMessage.providerUnavailable,
      });
    }
    expect((await games({ tab: 'recent' }, token)).total).toBe(0);
  });

  it('refuses a bad body with 6007 in Chinese', async () => {
    expect(await launch({ enName: 'AGZR', gameCode: 'ag-baccarat', isActivity: 2 })).toMatchObject({
      status_code: Code.InvalidParameter,
      message: '活动选择：取值不正确',
    });
    expect(await launch({ gameCode: 'ag-baccarat' })).toMatchObject({
      status_code: Code.InvalidParameter,
      message: '场馆：场馆代码不能为空',
    });
  });
});

describe('venue/resource', () => {
  const request = (overrides: object = {}, enName = 'CRTY') => ({
    method: 'getSession',
    enName,
    Request: { timestamp: now, token, langx: 'zh-cn', remoteip: '203.0.113.9', ...overrides },
  });
  const resource = async (body: object, who: string | null = token) =>
    (await b.call<{ uid: string; langx: string; serverTime: number }>(venueApi.resource.path, body, as(who))).body;

  it('verifies the member’s own session on a sport venue and answers the uid', async () => {
    expect(ok(await resource(request()))).toEqual({ uid: String(memberId), langx: 'zh-cn', serverTime: now });
    expect(ok(await resource(request({ timestamp: now - 5 * 60_000, langx: 'zh-tw' }, 'XMTY'))).langx).toBe('zh-tw');
  });

  it('answers 6302 for another member’s token, a clock more than five minutes off, or a venue that is not sport', async () => {
    const other = await b.loginDemo('verified');
    const refusals = [
      request({ token: other }),
      request({ token: `${token}x` }),
      request({ timestamp: now - 5 * 60_000 - 1 }),
      request({ timestamp: now + 5 * 60_000 + 1 }),
      request({}, 'AGZR'),
      request({}, 'NOPE'),
    ];
    for (const body of refusals) {
      expect(await resource(body)).toMatchObject({ status_code: Code.UidVerificationError, message: '数据异常，请重新进入游戏' });
    }
  });

  it('asks a visitor to log in (6001) and refuses a bad body (6007)', async () => {
    expect((await resource(request(), null)).status_code).toBe(Code.LoginExpired);
    expect(await resource(request({ langx: 'en' }))).toMatchObject({
      status_code: Code.InvalidParameter,
      message: '语言：取值不正确',
    });
  });
});

describe('venue/getBonusPools', () => {
  const pools = async (body: object = {}) =>
    ok((await b.call<{ pools: BonusPool[] }>(venueApi.bonusPools.path, body)).body).pools;

  it('answers each jackpot game’s pool and each slot venue’s own, growing with server time', async () => {
    const first = await pools({ category: 'DZ' });
    expect(first.map((pool) => [pool.id, pool.gameCode, pool.name])).toEqual([
      ['PGDZ:venue', null, 'PG电子超级奖池'],
      ['PGDZ:fortune-tiger', 'fortune-tiger', '财神虎奖池'],
    ]);
    expect(first.every((pool) => pool.at === now)).toBe(true);
    expect(await pools({ category: 'ZR' })).toEqual([]);
    expect(await pools()).toEqual(first);

    now += 1_000;
    const second = await pools({ category: 'DZ' });
    second.forEach((pool, i) => {
      const before = first[i];
      if (!before) throw new Error('pool missing');
      const grown = moneyToFen(pool.amount) - moneyToFen(before.amount);
      // Within a second of a hit a pool may have started again; otherwise it grew by exactly a second's growth.
      if (grown >= 0n) expect(fenToMoney(grown)).toBe(before.growthPerSecond);
    });
  });

  it('refuses an unknown category (6007)', async () => {
    expect((await b.call(venueApi.bonusPools.path, { category: 'XX' })).body.status_code).toBe(Code.InvalidParameter);
  });
});
