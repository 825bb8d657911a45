import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { Code } from '@src/contract';
import type { BonusPool, GameItem, VenueInfo } from '@src/contract/venue';
import { memberInfo, renderApp } from '@src/app/appTestHarness';
import { codeEnvelope, okEnvelope } from '@src/test/fakeFetch';

// The first test loads the lobby's chunk on a shared, busy machine.
configure({ asyncUtilTimeout: 10_000 });
const loggedIn = { token: 'tok-1', userId: 'u-1' };
const GAME = '/game/api/v1';
const NOW = Date.now();

function venue(overrides: Partial<VenueInfo> & Pick<VenueInfo, 'enName' | 'name'>): VenueInfo {
  return {
    category: 'ZR',
    logo: `/venues/${overrides.enName}/logo.svg`,
    status: 'open',
    maintenanceUntil: null,
    newTab: false,
    activity: null,
    gameCount: 3,
    balance: null,
    ...overrides,
  };
}

function game(
  overrides: Partial<GameItem> & Pick<GameItem, 'enName' | 'gameCode' | 'name' | 'initials'>,
): GameItem {
  return {
    venueName: overrides.enName === 'AGZR' ? 'AG真人' : 'BG真人',
    thumbnail: `/venues/${overrides.enName}/games/${overrides.gameCode}.svg`,
    tags: [],
    engine: 'baccarat',
    popularity: 10,
    addedAt: NOW,
    favourite: false,
    lastPlayedAt: null,
    ...overrides,
  };
}

const GAMES: GameItem[] = [
  game({ enName: 'AGZR', gameCode: 'ag-baccarat', name: '百家乐', initials: 'bjl', tags: ['hot'] }),
  game({ enName: 'AGZR', gameCode: 'ag-roulette', name: '轮盘', initials: 'lp', tags: ['new'] }),
  game({ enName: 'BGZR', gameCode: 'bg-dragon', name: '龙虎', initials: 'lh', tags: ['jackpot'] }),
];

const POOL: BonusPool = {
  id: 'AGZR-grand',
  enName: 'AGZR',
  gameCode: null,
  name: 'AG真人 巨额奖池',
  amount: '1288888.00',
  growthPerSecond: '1.25',
  at: NOW,
};

interface BackendOptions {
  member?: boolean;
  games?: GameItem[];
  /** Favourites are refused, each when the promise given resolves. */
  refuseFavourite?: Promise<void>;
}

function lobbyBackend({ member = false, games = GAMES, refuseFavourite }: BackendOptions = {}) {
  const asked: Record<string, unknown>[] = [];
  let catalogue = games.map((item) => ({ ...item }));
  const collection = (favourite: boolean) => (body: unknown) => {
    const { enName, gameCode } = body as { enName: string; gameCode: string };
    if (refuseFavourite)
      return refuseFavourite.then(() => codeEnvelope(Code.InvalidParameter, '收藏失败，请稍后再试'));
    catalogue = catalogue.map((item) =>
      item.enName === enName && item.gameCode === gameCode ? { ...item, favourite } : item,
    );
    return okEnvelope({ favourite });
  };
  const routes = {
    '/site/api/v1/user/member/info': () => okEnvelope(memberInfo()),
    [`${GAME}/venue/getVenueInfoByCategory`]: () =>
      okEnvelope({
        venues: [
          venue({ enName: 'AGZR', name: 'AG真人', balance: member ? '150.00' : null }),
          venue({ enName: 'BGZR', name: 'BG真人', balance: member ? '0.00' : null }),
          venue({
            enName: 'KXZR',
            name: '开心真人',
            newTab: true,
            status: 'maintenance',
            maintenanceUntil: NOW + 60 * 60_000,
            balance: member ? '0.00' : null,
          }),
        ],
      }),
    [`${GAME}/venue/gameList`]: (body: unknown) => {
      const request = body as {
        enName?: string;
        keyword?: string;
        tab: string;
        pageNum: number;
        pageSize: number;
      };
      asked.push(request);
      const found = catalogue
        .filter((item) => !request.enName || item.enName === request.enName)
        .filter(
          (item) =>
            !request.keyword ||
            item.initials.startsWith(request.keyword) ||
            item.name.includes(request.keyword),
        )
        .filter((item) => request.tab !== 'favourites' || item.favourite);
      const start = (request.pageNum - 1) * request.pageSize;
      return okEnvelope({
        list: found.slice(start, start + request.pageSize),
        total: found.length,
        pageNum: request.pageNum,
        pageSize: request.pageSize,
      });
    },
    [`${GAME}/venue/getBonusPools`]: () => okEnvelope({ pools: [POOL] }),
    [`${GAME}/collection/addCollection`]: collection(true),
    [`${GAME}/collection/removeCollection`]: collection(false),
  };
  return { routes, asked };
}

function openLobby(options: BackendOptions = {}, path = '/game/realbet') {
  const backend = lobbyBackend(options);
  const app = renderApp(backend.routes, {
    url: `http://app.test${path}`,
    ...(options.member ? { storage: loggedIn } : {}),
  });
  return { ...app, backend };
}

const gameGrid = () => screen.findByRole('list', { name: '游戏' });
const venues = () => screen.findByRole('group', { name: '场馆' });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('a casino lobby', () => {
  it('shows a visitor the venues and the games with their tags', async () => {
    openLobby();
    const strip = await venues();
    expect(await within(strip).findByRole('button', { name: /AG真人/ })).toBeTruthy();
    const kaixin = within(strip).getByRole('button', { name: /开心真人/ });
    expect(kaixin.textContent).toContain('维护中');
    expect(kaixin.textContent).toContain('维护至');
    expect(kaixin.textContent).toContain('新窗口');
    // A visitor has no balance at any venue.
    expect(strip.textContent).not.toContain('余额');

    const grid = await gameGrid();
    const tiles = within(grid).getAllByRole('listitem');
    expect(tiles).toHaveLength(3);
    expect(tiles[0]?.textContent).toContain('热门');
    expect(tiles[1]?.textContent).toContain('新');
    expect(tiles[2]?.textContent).toContain('奖池');
    // A screen reader hears the tags as the tile's description; its name stays the game and its venue.
    expect(
      within(grid).getByRole('button', { name: '进入 AG真人 百家乐', description: '热门' }),
    ).toBeTruthy();
    expect(within(grid).getByRole('button', { name: '进入 BG真人 龙虎', description: '奖池' })).toBeTruthy();
  });

  it('shows a member their balance at each venue', async () => {
    openLobby({ member: true });
    const strip = await venues();
    const ag = await within(strip).findByRole('button', { name: /AG真人/ });
    expect(ag.textContent).toContain('余额 ¥150.00');
  });

  it('choosing a venue shows its games only, and 全部 all of them again', async () => {
    const { user, backend } = openLobby();
    const strip = await venues();
    await user.click(await within(strip).findByRole('button', { name: /BG真人/ }));
    await waitFor(async () => expect(within(await gameGrid()).getAllByRole('listitem')).toHaveLength(1));
    expect(within(await gameGrid()).getByText('龙虎')).toBeTruthy();
    expect(backend.asked.at(-1)).toMatchObject({ category: 'ZR', enName: 'BGZR' });

    await user.click(within(strip).getByRole('button', { name: /全部/ }));
    await waitFor(async () => expect(within(await gameGrid()).getAllByRole('listitem')).toHaveLength(3));
  });

  it('finds 百家乐 by its pinyin initials, and says so when nothing matches', async () => {
    const { user, backend } = openLobby();
    await gameGrid();
    const search = screen.getByRole('searchbox', { name: '搜索游戏' });
    await user.type(search, 'bjl');
    await waitFor(async () => expect(within(await gameGrid()).getAllByRole('listitem')).toHaveLength(1));
    expect(within(await gameGrid()).getByText('百家乐')).toBeTruthy();
    // Debounced: the typing asked once, for the whole word.
    expect(backend.asked.filter((request) => 'keyword' in request).map((request) => request.keyword)).toEqual(
      ['bjl'],
    );

    await user.clear(search);
    await user.type(search, 'xyz');
    expect(await screen.findByText('没有找到与“xyz”相关的游戏')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '清除搜索' }));
    await waitFor(async () => expect(within(await gameGrid()).getAllByRole('listitem')).toHaveLength(3));
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('asks a visitor to log in for favourites and for the 收藏 tab', async () => {
    const { user } = openLobby();
    const grid = await gameGrid();
    await user.click(within(grid).getByRole('button', { name: '收藏 百家乐' }));
    const login = await screen.findByRole('dialog', { name: '欢迎来到极光体育' });
    expect(within(login).getByLabelText('密码')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(
      within(screen.getByRole('group', { name: '游戏列表' })).getByRole('button', { name: '收藏' }),
    );
    expect(await screen.findByText('登录后查看收藏的游戏')).toBeTruthy();
  });

  it('a member favourites a game and finds it under 收藏', async () => {
    const { user } = openLobby({ member: true });
    const grid = await gameGrid();
    await user.click(within(grid).getByRole('button', { name: '收藏 百家乐' }));
    expect(await within(grid).findByRole('button', { name: '取消收藏 百家乐' })).toBeTruthy();

    await user.click(
      within(screen.getByRole('group', { name: '游戏列表' })).getByRole('button', { name: '收藏' }),
    );
    await waitFor(async () => expect(within(await gameGrid()).getAllByRole('listitem')).toHaveLength(1));
    expect(within(await gameGrid()).getByText('百家乐')).toBeTruthy();
  });

  it('a favourite the server refuses goes back', async () => {
    let refuse = () => undefined as void;
    const refusal = new Promise<void>((resolve) => (refuse = resolve));
    const { user } = openLobby({ member: true, refuseFavourite: refusal });
    const grid = await gameGrid();
    await user.click(within(grid).getByRole('button', { name: '收藏 百家乐' }));
    // At once on screen, then back when the server says no.
    expect(within(grid).getByRole('button', { name: '取消收藏 百家乐' })).toBeTruthy();
    refuse();
    expect(await within(grid).findByRole('button', { name: '收藏 百家乐' })).toBeTruthy();
  });

  it('loads more games a page at a time', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      game({ enName: 'AGZR', gameCode: `ag-${index}`, name: `桌台${index + 1}`, initials: `zt${index + 1}` }),
    );
    const { user } = openLobby({ games: many });
    const grid = await gameGrid();
    expect(within(grid).getAllByRole('listitem')).toHaveLength(24);
    expect(screen.getByText('已显示 24 / 30 款')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(async () => expect(within(await gameGrid()).getAllByRole('listitem')).toHaveLength(30));
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  });

  it('says when the games could not load and tries again', async () => {
    let fail = true;
    const backend = lobbyBackend();
    const list = backend.routes[`${GAME}/venue/gameList`];
    const { user } = renderApp(
      {
        ...backend.routes,
        [`${GAME}/venue/gameList`]: (body: unknown) =>
          fail ? codeEnvelope(Code.ServerError, '服务器繁忙') : list(body),
      },
      { url: 'http://app.test/game/realbet' },
    );
    expect(await screen.findByText('游戏加载失败')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(async () => expect(within(await gameGrid()).getAllByRole('listitem')).toHaveLength(3));
  });

  it('shows the jackpot pool, and its ticking can be paused', async () => {
    const { user } = openLobby();
    const banner = await screen.findByRole('region', { name: '奖池' });
    expect(within(banner).getByText('AG真人 巨额奖池')).toBeTruthy();
    expect(banner.textContent).toMatch(/¥1,288,8\d\d\.\d\d/);
    await user.click(within(banner).getByRole('button', { name: '暂停奖池滚动' }));
    expect(within(banner).getByRole('button', { name: '继续奖池滚动' })).toBeTruthy();
  });

  it('the slot lobby and the fishing lobby ask for their own category', async () => {
    const { backend } = openLobby({}, '/game/fishing');
    await gameGrid();
    expect(backend.asked[0]).toMatchObject({ category: 'BY' });
  });
});
