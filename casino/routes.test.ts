import { describe, expect, it } from 'vitest';
import { casinoRoutes, withSportSession } from './routes';

describe("the casino's routes (spec 2.1)", () => {
  it('a category page for each game category of the navigation, with its category code', () => {
    const pages = casinoRoutes().inLayout.filter(
      (route) => route.path?.startsWith('/game/') && route.path !== '/game/:info',
    );
    expect(pages.map((route) => [route.path, route.handle as unknown])).toEqual([
      ['/game/sport', { titleKey: 'sport', category: 'TY' }],
      ['/game/egame', { titleKey: 'egame', category: 'DZ' }],
      ['/game/realbet', { titleKey: 'live', category: 'ZR' }],
      ['/game/lottery', { titleKey: 'lottery', category: 'CP' }],
      ['/game/chess', { titleKey: 'chess', category: 'QP' }],
      ['/game/gaming', { titleKey: 'esports', category: 'DJ' }],
      ['/game/fishing', { titleKey: 'fishing', category: 'BY' }],
    ]);
  });

  it('slot games and fishing share the electronic games screen', async () => {
    const routes = casinoRoutes().inLayout;
    const screenOf = async (path: string) => {
      const lazy = routes.find((route) => route.path === path)?.lazy;
      if (typeof lazy !== 'function') throw new Error(`no lazy page for ${path}`);
      const loaded = (await lazy()) as { Component?: { name: string } };
      return loaded.Component?.name;
    };
    expect(await screenOf('/game/egame')).toBe('ElectronicGamesPage');
    expect(await screenOf('/game/fishing')).toBe('ElectronicGamesPage');
    expect(await screenOf('/game/realbet')).toBe('GameCategoryPage');
  });

  it('the game frame full screen and in the layout, the launch page full screen, and launching needs a login', () => {
    const { standalone, inLayout } = casinoRoutes();
    expect(standalone.map((route) => [route.path, route.handle as unknown])).toEqual([
      ['/loading', { titleKey: 'loading' }],
      ['/pg/game', { titleKey: 'slotFrame', category: 'DZ' }],
    ]);
    expect(inLayout.find((route) => route.path === '/dz/game')?.handle).toEqual({
      titleKey: 'slotFrame',
      category: 'DZ',
    });
    expect(inLayout.find((route) => route.path === '/game/:info')?.handle).toEqual({
      titleKey: 'gameLaunch',
      requiresAuth: true,
    });
  });
});

describe('the launch routes (spec 2.1, 2.4 item 6)', () => {
  it('/game/:info is the game page, which launches and frames the game', async () => {
    const lazy = casinoRoutes().inLayout.find((route) => route.path === '/game/:info')?.lazy;
    if (typeof lazy !== 'function') throw new Error('no lazy page for /game/:info');
    const loaded = (await lazy()) as { Component?: { name: string } };
    expect(loaded.Component?.name).toBe('GameLaunchPage');
  });

  it("the local sport page's routes sit inside the sport session check, their paths and meta unchanged", async () => {
    const sport = { path: '/game/sport/:enName', handle: { titleKey: 'localSport' } };
    const [wrapper] = withSportSession([sport]);
    expect(wrapper?.path).toBeUndefined();
    expect(wrapper?.handle).toBeUndefined();
    expect(wrapper?.children).toEqual([sport]);
    if (typeof wrapper?.lazy !== 'function') throw new Error('no lazy session check');
    const loaded = (await wrapper.lazy()) as { Component?: { name: string } };
    expect(loaded.Component?.name).toBe('SportSessionOutlet');
  });
});
