import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { okEnvelope } from '@src/test/fakeFetch';
import { gamePath } from './gameRef';
import { renderLaunchApp } from './launchTestHarness';

afterEach(cleanup);

const LAUNCH = '/game/api/v1/venue/launch';
const GAME_URL = 'http://app.test/venues/KYQP/play?session=s-2';

describe('the game page /game/:info (spec 2.1)', () => {
  it('reached without the lobby (a reload, an address typed in), launches the game again and frames it', async () => {
    const { callsTo } = renderLaunchApp(
      { [LAUNCH]: () => okEnvelope({ url: GAME_URL, transferred: null }) },
      { url: gamePath({ enName: 'KYQP', gameCode: 'ddz', name: '斗地主' }) },
    );
    expect((await screen.findByTitle('斗地主游戏画面')).getAttribute('src')).toBe(GAME_URL);
    expect(callsTo(LAUNCH).map((call) => call.body)).toEqual([{ enName: 'KYQP', gameCode: 'ddz' }]);
  });

  it('返回 there goes to the lobby of the venue’s category', async () => {
    const { services, user } = renderLaunchApp(
      { [LAUNCH]: () => okEnvelope({ url: GAME_URL, transferred: null }) },
      { url: gamePath({ enName: 'KYQP', gameCode: 'ddz', name: '斗地主' }) },
    );
    await screen.findByTitle('斗地主游戏画面');
    await user.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/game/chess'));
  });

  it('an address this site did not write says so, and launches nothing', async () => {
    const { callsTo } = renderLaunchApp({}, { url: '/game/not-a-game' });
    expect(await screen.findByText('游戏地址无效，请从大厅重新进入')).toBeTruthy();
    expect(callsTo(LAUNCH)).toHaveLength(0);
  });

  it('a slot frame (/dz/game) shows the game of its query under its name', async () => {
    renderLaunchApp(
      {},
      { url: `/dz/game?${new URLSearchParams({ url: GAME_URL, name: '黄金矿工' }).toString()}` },
    );
    expect((await screen.findByTitle('黄金矿工游戏画面')).getAttribute('src')).toBe(GAME_URL);
    expect(screen.getByRole('heading', { name: '黄金矿工' })).toBeTruthy();
  });

  it('a slot frame never runs a script address', async () => {
    renderLaunchApp({}, { url: `/pg/game?url=${encodeURIComponent('javascript:alert(1)')}` });
    expect(await screen.findByText('游戏地址无效，请从大厅重新进入')).toBeTruthy();
    expect(screen.queryByTitle(/游戏画面$/)).toBeNull();
  });
});
