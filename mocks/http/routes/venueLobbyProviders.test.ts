import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '@src/contract';
import { venueApi, type GameList, type LaunchResponse, type VenueInfo } from '@src/contract/venue';
import { api } from '@src/contract/api';
import { createTestBackend, type TestBackend } from '../../testing/testBackend';

/** The lobby's calls as the backend serves them, over the reference backend's own venue providers (mocks/venues). */
let b: TestBackend;
let token: string;
beforeEach(async () => {
  b = await createTestBackend();
  token = await b.loginDemo('plain');
});
afterEach(() => b.close());

async function gameList(body: object, who: string | null = null): Promise<GameList> {
  const answer = await b.call<GameList>(venueApi.gameList.path, body, who ? { token: who } : {});
  expect(answer.body.message).toBe('成功');
  return answer.body.data;
}

describe('the lobby over the venue providers', () => {
  it('lists every venue of a category in the site order, each with its logo and games', async () => {
    const answer = await b.call<{ venues: VenueInfo[] }>(venueApi.venueInfoByCategory.path, { category: 'ZR' }, { token });
    const venues = answer.body.data.venues;
    expect(venues.map((venue) => [venue.enName, venue.newTab, venue.balance])).toEqual([
      ['AGZR', false, '0.00'],
      ['BGZR', false, '0.00'],
      ['KXZR', true, '0.00'],
    ]);
    expect(venues[0]?.activity).toContain('活动');
    for (const venue of venues) {
      expect(venue.gameCount).toBeGreaterThan(0);
      const logo = await b.app.inject({ method: 'GET', url: venue.logo });
      expect(logo.headers['content-type']).toContain('image/svg+xml');
    }
    const ty = await b.call<{ venues: VenueInfo[] }>(venueApi.venueInfoByCategory.path, { category: 'TY' });
    expect(ty.body.data.venues[0]).toMatchObject({ enName: 'CRTY', gameCount: 0, balance: null });
  });

  it('finds the live-dealer baccarat tables by "bjl", with thumbnails the provider draws', async () => {
    const found = await gameList({ category: 'ZR', keyword: 'bjl', pageSize: 60 });
    expect(found.total).toBeGreaterThanOrEqual(3);
    expect(found.list.every((game) => game.name.includes('百家乐'))).toBe(true);
    expect(found.list[0]?.name).toBe('百家乐');
    const thumbnail = await b.app.inject({ method: 'GET', url: found.list[0]?.thumbnail ?? '' });
    expect(thumbnail.statusCode).toBe(200);
    expect((await gameList({ category: 'ZR', keyword: 'bajiale', pageSize: 60 })).total).toBe(found.total);
  });

  it('draws the art of a zh-TW page in traditional script, names and all, and a zh-CN page’s in simplified', async () => {
    const tw = { 'accept-language': 'zh-TW' };
    const found = await b.call<GameList>(venueApi.gameList.path, { category: 'ZR', keyword: 'bjl' }, tw);
    const [game] = found.body.data.list;
    expect(game?.name).toBe('百家樂');
    expect(game?.thumbnail).toMatch(/\.svg\?lang=zh-TW$/);
    const thumbnail = await b.app.inject({ method: 'GET', url: game?.thumbnail ?? '' });
    expect(thumbnail.body).toContain('百家樂');
    expect(thumbnail.body).not.toContain('百家乐');
    const venues = await b.call<{ venues: VenueInfo[] }>(venueApi.venueInfoByCategory.path, { category: 'QP' }, tw);
    const logo = await b.app.inject({ method: 'GET', url: venues.body.data.venues[1]?.logo ?? '' });
    expect(venues.body.data.venues[1]?.name).toBe('樂遊棋牌');
    expect(logo.body).toContain('樂遊');
    expect(logo.body).not.toContain('乐游');
    const simplified = (await gameList({ category: 'ZR', keyword: 'bjl' })).list[0];
    expect(simplified?.thumbnail).toMatch(/\.svg$/);
    expect((await b.app.inject({ method: 'GET', url: simplified?.thumbnail ?? '' })).body).toContain('百家乐');
  });

  it('launches a game into the provider’s page and lists it as recently played', async () => {
    const [game] = (await gameList({ category: 'ZR', enName: 'BGZR', keyword: '百家乐' })).list;
    const baccarat = { enName: 'BGZR', gameCode: game?.gameCode ?? '' };
    const answer = await b.call<LaunchResponse>(venueApi.launch.path, baccarat, { token });
    expect(answer.body.message).toBe('成功');
    expect(answer.body.data.url).toMatch(/^\/venues\/BGZR\/play\?session=/);
    const page = await b.app.inject({ method: 'GET', url: answer.body.data.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('百家乐');
    expect((await gameList({ category: 'ZR', tab: 'recent' }, token)).list.map((item) => item.gameCode)).toEqual([
      baccarat.gameCode,
    ]);
  });

  it('says a venue under maintenance is so, with its expected end (6415), and a busy provider (6006)', async () => {
    const [game] = (await gameList({ category: 'ZR', enName: 'BGZR' })).list;
    const launch = { enName: 'BGZR', gameCode: game?.gameCode ?? '' };
    b.services.venueProviders.setMaintenance('BGZR', 90);
    const closed = await b.call(venueApi.launch.path, launch, { token });
    expect(closed.body.status_code).toBe(Code.VenueMaintenance);
    expect(closed.body.message).toMatch(/^BG真人维护中，预计\d{4}-\d{2}-\d{2} \d{2}:\d{2}结束$/);
    b.services.venueProviders.setMaintenance('BGZR', null);
    b.services.venueProviders.setFaults('BGZR', { fail: 1, timeout: 0, slowMs: 0 });
    const busy = await b.call(venueApi.launch.path, launch, { token });
    expect(busy.body).toMatchObject({ status_code: Code.BadGateway, message: '场馆暂时无法连接，请稍后再试' });
  });

  it('asks before launching AG真人 while its activity runs and the member has nothing there (6413)', async () => {
    const [game] = (await gameList({ category: 'ZR', enName: 'AGZR' })).list;
    const launch = { enName: 'AGZR', gameCode: game?.gameCode ?? '' };
    const asked = await b.call(venueApi.launch.path, launch, { token });
    expect(asked.body.status_code).toBe(Code.VenueActivity);
    expect(asked.body.message).toContain('首存转账加赠');
    expect((await b.call(venueApi.launch.path, { ...launch, isActivity: 0 }, { token })).body.message).toBe('成功');
  });

  it('moves the whole centre wallet into the venue on launch when auto-transfer (免转) is on', async () => {
    const centre = async () =>
      (await b.call<{ centerWalletBalance: string }>(api.getBalance.path, {}, { token })).body.data.centerWalletBalance;
    const before = await centre();
    const switched = await b.call(venueApi.setAutoTransferStatus.path, { status: 1 }, { token });
    expect(switched.body.message).toBe('成功');
    const [game] = (await gameList({ category: 'DZ', enName: 'MGDZ' })).list;
    const answer = await b.call<LaunchResponse>(venueApi.launch.path, { enName: 'MGDZ', gameCode: game?.gameCode }, { token });
    expect(answer.body.data.transferred).toBe(before);
    expect(await centre()).toBe('0.00');
    const dz = await b.call<{ venues: VenueInfo[] }>(venueApi.venueInfoByCategory.path, { category: 'DZ' }, { token });
    expect(dz.body.data.venues.find((venue) => venue.enName === 'MGDZ')?.balance).toBe(before);
  });
});
