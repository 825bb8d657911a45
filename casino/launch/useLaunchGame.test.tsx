import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { Code } from '@src/contract';
import { codeEnvelope, okEnvelope, type Envelope } from '@src/test/fakeFetch';
import { fakeTab, renderLaunchApp, testPage } from './launchTestHarness';
import { useLaunchGame, type LaunchGame } from './useLaunchGame';

vi.mock('../transfer/VenueTransferDialog', () => ({
  VenueTransferDialog: (props: {
    open: boolean;
    venueName: string;
    message?: string;
    isActivity?: 0 | 1;
    onTransferred: (r: unknown) => void;
    onClose: () => void;
  }) =>
    props.open ? (
      <div role="dialog" aria-label={`转账到${props.venueName}`}>
        <p>{props.message}</p>
        <p>{`isActivity ${props.isActivity ?? '-'}`}</p>
        <button type="button" onClick={() => props.onTransferred({ transferId: 't-1', state: 'posted' })}>
          确认转账
        </button>
        <button type="button" onClick={props.onClose}>
          取消转账
        </button>
      </div>
    ) : null,
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** window.open answering with `tab` (null: the browser blocked it). */
function stubOpen(tab: ReturnType<typeof fakeTab> | null) {
  return vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window | null);
}

const BACCARAT: LaunchGame = { enName: 'AGZR', gameCode: 'bjl-01', name: '极速百家乐', venueName: 'AG真人' };
const LAUNCH = '/game/api/v1/venue/launch';
const GAME_URL = 'http://app.test/venues/AGZR/play?session=s-1';

function Tile({ game }: { game: LaunchGame }) {
  const launch = useLaunchGame();
  return (
    <button type="button" onClick={() => launch(game)}>
      {`进入${game.name}`}
    </button>
  );
}

function launchApp(
  launch: (body: unknown) => Envelope | Promise<Envelope>,
  game: LaunchGame = BACCARAT,
  options: { member?: boolean } = {},
) {
  return renderLaunchApp(
    { [LAUNCH]: launch },
    {
      url: '/test/lobby',
      member: options.member ?? true,
      pages: [testPage('/test/lobby', <Tile game={game} />)],
    },
  );
}

const opened = (transferred: string | null = null) => okEnvelope({ url: GAME_URL, transferred });

describe('launching a game from a tile (spec 4)', () => {
  it('a visitor is asked to log in first, and 登录 opens the login dialog', async () => {
    const { user, callsTo, services } = launchApp(() => opened(), BACCARAT, { member: false });
    await user.click(await screen.findByRole('button', { name: '进入极速百家乐' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(within(prompt).getByText('请先登录后了解更多')).toBeTruthy();
    await user.click(within(prompt).getByRole('button', { name: '登录' }));
    await waitFor(() =>
      expect(services.store.getState().authDialog).toMatchObject({ open: true, mode: 'login' }),
    );
    expect(callsTo(LAUNCH)).toHaveLength(0);
  });

  it('opens the game inside the site after "启动中...", in a frame titled with its name, and 返回 goes back to the lobby', async () => {
    let answer: (envelope: Envelope) => void = () => undefined;
    const { user, callsTo, services } = launchApp(
      () => new Promise<Envelope>((resolve) => (answer = resolve)),
    );
    await user.click(await screen.findByRole('button', { name: '进入极速百家乐' }));
    expect(await screen.findByText('启动中...')).toBeTruthy();
    await waitFor(() => expect(callsTo(LAUNCH)).toHaveLength(1));
    expect(callsTo(LAUNCH)[0]?.body).toEqual({ enName: 'AGZR', gameCode: 'bjl-01' });
    act(() => answer(opened()));

    expect(await screen.findByRole('heading', { name: '极速百家乐' })).toBeTruthy();
    const frame = screen.getByTitle('极速百家乐游戏画面');
    expect(frame.getAttribute('src')).toBe(GAME_URL);
    expect(screen.queryByText('启动中...')).toBeNull();
    expect(services.router.state.location.pathname).toMatch(/^\/game\/[A-Za-z0-9_-]+$/);

    await user.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByRole('button', { name: '进入极速百家乐' })).toBeTruthy();
    expect(services.router.state.location.pathname).toBe('/test/lobby');
  });

  it('the game closes itself with its postMessage, from its own frame and origin only', async () => {
    const { user, services } = launchApp(() => opened());
    await user.click(await screen.findByRole('button', { name: '进入极速百家乐' }));
    const frame = await screen.findByTitle<HTMLIFrameElement>('极速百家乐游戏画面');
    const post = (origin: string, source: MessageEventSource | null): void => {
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: { type: 'venue:close' }, origin, source }));
      });
    };

    post('https://elsewhere.example', frame.contentWindow);
    post('http://app.test', window);
    expect(screen.getByTitle('极速百家乐游戏画面')).toBeTruthy();

    post('http://app.test', frame.contentWindow);
    expect(await screen.findByRole('button', { name: '进入极速百家乐' })).toBeTruthy();
    expect(services.router.state.location.pathname).toBe('/test/lobby');
  });

  it('auto-transfer: says how much moved in ("已自动转入 ¥x") and refreshes the balances', async () => {
    const { user, callsTo } = launchApp(() => opened('1000.50'));
    await screen.findByRole('button', { name: '进入极速百家乐' });
    const before = callsTo('/game/api/v1/venue/allBalance').length;
    await user.click(screen.getByRole('button', { name: '进入极速百家乐' }));
    expect(await screen.findByText('已自动转入 ¥1,000.50')).toBeTruthy();
    await waitFor(() => expect(callsTo('/game/api/v1/venue/allBalance').length).toBeGreaterThan(before));
  });

  it('slot games open in the slot frame with the address and name in the query', async () => {
    const slot: LaunchGame = { enName: 'MGDZ', gameCode: 'gold-rush', name: '黄金矿工', engine: 'slot' };
    const { user, services } = launchApp(() => opened(), slot);
    await user.click(await screen.findByRole('button', { name: '进入黄金矿工' }));
    expect((await screen.findByTitle('黄金矿工游戏画面')).getAttribute('src')).toBe(GAME_URL);
    const { pathname, search } = services.router.state.location;
    expect(pathname).toBe('/dz/game');
    expect(new URLSearchParams(search).get('url')).toBe(GAME_URL);
  });

  it('CRTY opens the local sport page without a launch call', async () => {
    const { user, services, callsTo } = launchApp(() => opened(), {
      enName: 'CRTY',
      gameCode: 'sport',
      name: '皇冠体育',
    });
    await user.click(await screen.findByRole('button', { name: '进入皇冠体育' }));
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/game/sport/crty'));
    expect(callsTo(LAUNCH)).toHaveLength(0);
  });

  it('a new-tab venue opens the loading tab inside the click, then points it at the game', async () => {
    const tab = fakeTab();
    const open = stubOpen(tab);
    let answer: (envelope: Envelope) => void = () => undefined;
    const happy = { enName: 'KXZR', gameCode: 'dice', name: '开心骰宝' };
    const { user, services } = launchApp(() => new Promise<Envelope>((resolve) => (answer = resolve)), happy);
    await user.click(await screen.findByRole('button', { name: '进入开心骰宝' }));
    // Opened before the launch answered: within the click, so the browser does not block it.
    expect(open).toHaveBeenCalledWith('/loading', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.replace).not.toHaveBeenCalled();
    act(() => answer(opened()));
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(GAME_URL));
    expect(tab.close).not.toHaveBeenCalled();
    expect(services.router.state.location.pathname).toBe('/test/lobby');
  });

  it('a new-tab launch that fails closes its tab and says why', async () => {
    const tab = fakeTab();
    stubOpen(tab);
    const { user } = launchApp(() => codeEnvelope(Code.ServerError, '场馆暂时无法连接，请稍后再试'), {
      enName: 'SGCP',
      gameCode: 'k3',
      name: '快三',
    });
    await user.click(await screen.findByRole('button', { name: '进入快三' }));
    expect(await screen.findByText('场馆暂时无法连接，请稍后再试')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });

  it('a blocked pop-up is said, and nothing is launched', async () => {
    stubOpen(null);
    const { user, callsTo } = launchApp(() => opened(), {
      enName: 'XMTY',
      gameCode: 'sport',
      name: '小米体育',
    });
    await user.click(await screen.findByRole('button', { name: '进入小米体育' }));
    expect(await screen.findByText('浏览器拦截了新窗口，请允许弹出窗口后重试')).toBeTruthy();
    expect(callsTo(LAUNCH)).toHaveLength(0);
  });

  it('a venue under maintenance (6415) says so in a dialog, and stays in the lobby', async () => {
    const { user, services } = launchApp(() => codeEnvelope(Code.VenueMaintenance, '场馆维护中'));
    await user.click(await screen.findByRole('button', { name: '进入极速百家乐' }));
    const dialog = await screen.findByRole('alertdialog', { name: '场馆维护' });
    expect(within(dialog).getByText('场馆维护中')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(services.router.state.location.pathname).toBe('/test/lobby');
  });

  it('any other failure shows its message', async () => {
    const { user } = launchApp(() => codeEnvelope(Code.ServerError, '游戏不存在'));
    await user.click(await screen.findByRole('button', { name: '进入极速百家乐' }));
    expect(await screen.findByText('游戏不存在')).toBeTruthy();
    expect(screen.getByRole('button', { name: '进入极速百家乐' })).toBeTruthy();
  });
});

describe('a venue activity (6413): transfer and enter, or enter directly', () => {
  const ACTIVITY = 'AG真人首存活动进行中，转入100元以上可参加';

  function activityApp(game: LaunchGame = BACCARAT) {
    return launchApp(
      (body) =>
        (body as { isActivity?: number }).isActivity === undefined
          ? codeEnvelope(Code.VenueActivity, ACTIVITY)
          : opened(),
      game,
    );
  }

  it("asks with the server's message; 直接进入 launches without the activity and opens the game", async () => {
    const { user, callsTo } = activityApp();
    await user.click(await screen.findByRole('button', { name: '进入极速百家乐' }));
    const prompt = await screen.findByRole('alertdialog', { name: '场馆活动' });
    expect(within(prompt).getByText(ACTIVITY)).toBeTruthy();
    await user.click(within(prompt).getByRole('button', { name: '直接进入' }));
    expect(await screen.findByTitle('极速百家乐游戏画面')).toBeTruthy();
    expect(callsTo(LAUNCH).map((call) => call.body)).toEqual([
      { enName: 'AGZR', gameCode: 'bjl-01' },
      { enName: 'AGZR', gameCode: 'bjl-01', isActivity: 0 },
    ]);
  });

  it('转账并进入 opens the venue transfer dialog for the activity, then launches joining it', async () => {
    const { user, callsTo } = activityApp();
    await user.click(await screen.findByRole('button', { name: '进入极速百家乐' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '转账并进入' }),
    );
    const transfer = await screen.findByRole('dialog', { name: '转账到AG真人' });
    expect(within(transfer).getByText(ACTIVITY)).toBeTruthy();
    expect(within(transfer).getByText('isActivity 1')).toBeTruthy();
    await user.click(within(transfer).getByRole('button', { name: '确认转账' }));
    expect(await screen.findByTitle('极速百家乐游戏画面')).toBeTruthy();
    expect(callsTo(LAUNCH).at(-1)?.body).toEqual({ enName: 'AGZR', gameCode: 'bjl-01', isActivity: 1 });
  });

  it('Escape leaves the prompt for the lobby, launching nothing more', async () => {
    const { user, callsTo, services } = activityApp();
    await user.click(await screen.findByRole('button', { name: '进入极速百家乐' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: '进入极速百家乐' })).toBeTruthy();
    expect(services.router.state.location.pathname).toBe('/test/lobby');
    expect(callsTo(LAUNCH)).toHaveLength(1);
  });

  it('for a new-tab venue, 直接进入 opens the tab inside its click and points it at the game', async () => {
    const tab = fakeTab();
    const open = stubOpen(tab);
    const { user, services } = activityApp({ enName: 'G1CP', gameCode: 'ssc', name: '时时彩' });
    await user.click(await screen.findByRole('button', { name: '进入时时彩' }));
    // The first tab closed with the 6413 answer.
    await waitFor(() => expect(tab.close).toHaveBeenCalledTimes(1));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '直接进入' }),
    );
    expect(open).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(GAME_URL));
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/test/lobby'));
  });
});
