import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { EMPTY, asyncScheduler, of } from 'rxjs';
import { md5 } from 'js-md5';
import { Code, Header, Message, type MemberInfo } from '@src/contract';
import { createBalanceApi } from '@src/api';
import { appStarted, createMemoryStorage } from '@src/session';
import { codeEnvelope, okEnvelope, routedFetch } from '@src/test/fakeFetch';
import { offlineChat, offlineFeed } from '@src/store/testStore';
import { sliderRoutes } from '@src/auth/authTestHarness';
import { App } from './App';
import { createAppServices } from './AppServices';

const member = (username: string): MemberInfo => ({
  userId: 'u-1',
  username,
  vipLevel: 0,
  bindPhone: false,
  bindRealName: false,
  phone: '',
  realName: '',
  email: '',
  registerTime: '2025-01-01 12:00:00',
});

const siteRoutes = {
  '/site/api/v1/configuration/preInfo': () =>
    okEnvelope({
      ip: '127.0.0.1',
      siteBaseConfig: {
        siteId: '1',
        title: '极光体育',
        h5DomainUrl: '',
        kaptchcate: 0,
        depositEnabled: true,
        editionSwitch: true,
        registerEnabled: true,
      },
    }),
  '/site/api/v1/advertising/navigationList': () =>
    okEnvelope([
      { id: 1, name: '首页', path: '/', icon: 'home', sort: 1 },
      { id: 2, name: '体育', path: '/game/sport', icon: 'sport', sort: 2 },
      { id: 3, name: '真人', path: '/game/realbet', icon: 'live', sort: 3 },
    ]),
  '/site/api/v1/advertising/sponsorContent': () =>
    okEnvelope([
      {
        id: 1,
        title: '星河联足球俱乐部',
        subtitle: '官方合作伙伴',
        content: '赛季合作',
        image: '',
        link: '/sponsor',
      },
    ]),
  '/game/api/v1/venue/allBalance': () => okEnvelope({ balance: '10000.00', venues: [] }),
  '/fd/api/v1/transfer/getBalance': () => okEnvelope({ centerWalletBalance: '10000.00', lockMoney: '0.00' }),
};

function renderApp(
  routes: Parameters<typeof routedFetch>[0],
  options: {
    url?: string;
    storage?: Record<string, string>;
    holdUntilFirstPage?: boolean;
    firstPageShown?: () => void;
    /** Called as each request leaves. */
    onRequest?: () => void;
    /** The sockets' reconnects (a language change asks for them). */
    reconnectFeed?: () => void;
    reconnectChat?: () => void;
  } = {},
) {
  const backend = routedFetch({ ...siteRoutes, ...sliderRoutes(), ...routes });
  const url = new URL(options.url ?? 'http://app.test/');
  const services = createAppServices({
    location: { href: url.href, origin: url.origin },
    storage: createMemoryStorage(options.storage),
    fetch: (input, init) => {
      options.onRequest?.();
      return backend.fetch(input, init);
    },
    newDeviceId: () => 'test-device',
    holdUntilFirstPage: options.holdUntilFirstPage === true,
    createRouter: (routeObjects) => createMemoryRouter(routeObjects, { initialEntries: [url.pathname] }),
    streams: (api) => ({
      balanceApi: createBalanceApi(api),
      scheduler: asyncScheduler,
      frameScheduler: asyncScheduler,
      feed: offlineFeed(),
      chat: { ...offlineChat(), reconnect: () => options.reconnectChat?.() },
      chatToken: () => of(null),
      memberFeed: { ticketEvents$: EMPTY, depositEvents$: EMPTY, reconnect: () => options.reconnectFeed?.() },
    }),
  });
  if (options.firstPageShown) services.firstPageShown = options.firstPageShown;
  services.store.dispatch(appStarted());
  render(<App services={services} />);
  return { services, backend, user: userEvent.setup() };
}

// The whole app loads its pages lazily; on a busy machine the first page takes a few seconds.
configure({ asyncUtilTimeout: 5000 });
/** The login and register captcha (slider), solved with the keyboard. */
async function solveSlider(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  const handle = await screen.findByRole('slider', { name: '拼图滑块' });
  handle.focus();
  for (let i = 0; i < 4; i += 1) await user.keyboard('{ArrowRight}');
  await user.keyboard('{Enter}');
}

beforeEach(() => {
  // jsdom does not scroll; the router's scroll restoration calls it on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the app shell', () => {
  it('shows a visitor the site channels and sponsors from the API, with login and register', async () => {
    renderApp({});
    expect(await screen.findByRole('heading', { name: '全部频道' })).toBeTruthy();
    const channels = await screen.findByRole('region', { name: '全部频道' });
    expect((await within(channels).findByRole('link', { name: /体育/ })).getAttribute('href')).toBe('/game/sport');
    // Home itself is not offered as a channel on the home page.
    expect(within(channels).queryByRole('link', { name: /首页/ })).toBeNull();
    expect(await screen.findByRole('heading', { name: '星河联足球俱乐部' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '注册' })).toBeTruthy();
  });

  it('as the browser starts it, nothing is asked of the server before the first page is drawn; then its channels come', async () => {
    const sentWithPageDrawn: boolean[] = [];
    renderApp(
      {},
      {
        holdUntilFirstPage: true,
        onRequest: () => sentWithPageDrawn.push(document.querySelector('main#main') !== null),
      },
    );
    expect(await screen.findByText('体育赛事、真人视讯、棋牌电竞，一站畅玩')).toBeTruthy();
    const channels = await screen.findByRole('region', { name: '全部频道' });
    expect(await within(channels).findByRole('link', { name: /体育/ })).toBeTruthy();
    expect(sentWithPageDrawn.length).toBeGreaterThan(0);
    expect(sentWithPageDrawn.every(Boolean)).toBe(true);
  });

  it('the site layout and a page outside it each say they are drawn, which lets the held calls go', async () => {
    const inLayout = vi.fn();
    renderApp({}, { firstPageShown: inLayout });
    await screen.findByText('体育赛事、真人视讯、棋牌电竞，一站畅玩');
    await vi.waitFor(() => expect(inLayout).toHaveBeenCalled());

    const standalone = vi.fn();
    renderApp({}, { url: 'http://app.test/loading', firstPageShown: standalone });
    await vi.waitFor(() => expect(standalone).toHaveBeenCalled());
  });

  it('registers with the payload of spec 7.5 and is then logged in with the balance shown', async () => {
    const { backend, user } = renderApp(
      {
        '/site/api/v1/user/register': () => okEnvelope({ token: 'tok-new', userId: 'u-1' }),
        '/site/api/v1/user/login': () => okEnvelope({ token: 'tok-login', userId: 'u-1' }),
        '/site/api/v1/user/member/info': () => okEnvelope(member('player01')),
      },
      { url: 'http://app.test/?rcode=R7&i_code=I9' },
    );
    await user.click(await screen.findByRole('button', { name: '注册' }));
    const dialog = await screen.findByRole('dialog', { name: '欢迎来到极光体育' });
    await user.type(within(dialog).getByLabelText('用户名'), ' player01 ');
    await user.type(within(dialog).getByLabelText('密码'), 'abc12345');
    await user.type(within(dialog).getByLabelText('确认密码'), 'abc12345');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: '注册' }));
    await solveSlider(user);

    expect(await screen.findByText('您好，player01')).toBeTruthy();
    expect((await screen.findByLabelText('余额')).textContent).toBe('¥10,000.00');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('注册成功')).toBeTruthy();

    const sent = backend.calls.find((call) => call.path === '/site/api/v1/user/register');
    expect(sent?.body).toEqual({
      name: 'player01',
      password: md5('abc12345'),
      secondPassword: md5('abc12345'),
      kaptchcate: 0,
      codeId: 'lot-1',
      code: 'pass-for-lot-1',
      domain: 'http://app.test/?rcode=R7&i_code=I9&icode=I9',
      rCode: 'R7',
      iCode: 'I9',
    });
    expect(sent?.headers['client-type']).toBe('web');
  });

  it('the agreement opens the terms and the privacy policy in their own dialog', async () => {
    const { user } = renderApp({});
    await user.click(await screen.findByRole('button', { name: '注册' }));
    const dialog = await screen.findByRole('dialog', { name: '欢迎来到极光体育' });
    expect(
      within(dialog).getByRole('checkbox', { name: '我已年满18周岁，并同意《用户协议》与《隐私政策》' }),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '《隐私政策》' }));
    const legal = await screen.findByRole('dialog', { name: '用户协议与隐私政策' });
    expect(within(legal).getByRole('tab', { name: '隐私政策' }).getAttribute('aria-selected')).toBe('true');
    await user.click(within(legal).getByRole('tab', { name: '用户协议' }));
    expect(within(legal).getByRole('tab', { name: '用户协议' }).getAttribute('aria-selected')).toBe('true');
  });

  it('logs in with the MD5 of the password and the spec 7.5 fields', async () => {
    const { backend, user } = renderApp({
      '/site/api/v1/user/login': () => okEnvelope({ token: 'tok-1', userId: 'u-1' }),
      '/site/api/v1/user/member/info': () => okEnvelope(member('demo01')),
    });
    await user.click(await screen.findByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('用户名'), 'demo01');
    await user.type(within(dialog).getByLabelText('密码'), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: '登录' }));
    await solveSlider(user);

    expect(await screen.findByText('您好，demo01')).toBeTruthy();
    expect(backend.calls.find((call) => call.path === '/site/api/v1/user/login')?.body).toEqual({
      name: 'demo01',
      password: md5('demo1234'),
      kaptchcate: 0,
      codeId: 'lot-1',
      code: 'pass-for-lot-1',
      version: '1.0',
      isAgent: 0,
    });
  });

  it('shows the server message when the login is refused and stays logged out', async () => {
    const { user } = renderApp({
      '/site/api/v1/user/login': () => codeEnvelope(Code.InvalidCredentials, Message.invalidCredentials),
    });
    await user.click(await screen.findByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('用户名'), 'demo01');
    await user.type(within(dialog).getByLabelText('密码'), 'wrong1234');
    await user.click(within(dialog).getByRole('button', { name: '登录' }));
    await solveSlider(user);
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('an expired login logs the member out, says "please log in again" and opens the login dialog', async () => {
    const { services } = renderApp(
      { '/site/api/v1/user/member/info': () => codeEnvelope(Code.LoginExpired, Message.reLogin) },
      { storage: { token: 'tok-old', userId: 'u-1' } },
    );
    expect(await screen.findByText('请重新登录')).toBeTruthy();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: '登录' }).getAttribute('aria-selected')).toBe('true');
    expect(services.storage.get('token')).toBeNull();
    expect(services.store.getState().session.token).toBeNull();
  });

  it('logout clears the member and shows login again', async () => {
    const { services, user } = renderApp(
      {
        '/site/api/v1/user/member/info': () => okEnvelope(member('demo01')),
        '/site/api/v1/user/logout': () => okEnvelope(null),
      },
      { storage: { token: 'tok-1', userId: 'u-1' } },
    );
    expect((await screen.findByLabelText('余额')).textContent).toBe('¥10,000.00');
    // Two in the document, the phone menu's and the account area's (jsdom applies no stylesheet; phoneShell.css
    // shows one per width), and both log out.
    const [logout] = screen.getAllByRole('button', { name: '退出' });
    await user.click(logout!);
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(screen.queryByLabelText('余额')).toBeNull();
    expect(services.storage.get('token')).toBeNull();
  });

  it('a visitor sent to a members-only page lands home with "please log in first"', async () => {
    renderApp({}, { url: 'http://app.test/mine/vip' });
    expect(await screen.findByText('请先登录以了解更多')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '全部频道' })).toBeTruthy();
  });

  it('a page a later issue builds shows its name and "coming soon"', async () => {
    // The game categories are the casino's lobbies now (casino/lobby); the agent page still waits for its issue.
    renderApp({}, { url: 'http://app.test/agent' });
    expect(await screen.findByRole('heading', { name: '合营' })).toBeTruthy();
    expect(screen.getByText('即将上线')).toBeTruthy();
  });

  it('the refresh button asks for the balance again', async () => {
    let balance = '10000.00';
    const { user } = renderApp(
      {
        '/site/api/v1/user/member/info': () => okEnvelope(member('demo01')),
        '/game/api/v1/venue/allBalance': () => okEnvelope({ balance, venues: [] }),
      },
      { storage: { token: 'tok-1', userId: 'u-1' } },
    );
    expect((await screen.findByLabelText('余额')).textContent).toBe('¥10,000.00');
    balance = '12345.6';
    await user.click(screen.getByRole('button', { name: '刷新余额' }));
    expect(await screen.findByText('¥12,345.60')).toBeTruthy();
  });

  it('sends the device id, made once on the first call and kept, as the uuid header of every call (spec 7.6)', async () => {
    const { services, backend } = renderApp({});
    expect(await screen.findByRole('heading', { name: '全部频道' })).toBeTruthy();
    expect(backend.calls.length).toBeGreaterThan(1);
    for (const call of backend.calls) expect(call.headers[Header.uuid], call.path).toBe('test-device');
    expect(services.storage.get('deviceId')).toBe('test-device');
  });

  it('switching to 繁體 asks the server again in zh-TW and shows its title and channels without a reload; the sockets reconnect', async () => {
    const reconnectFeed = vi.fn();
    const reconnectChat = vi.fn();
    const inTaiwan = (headers: Record<string, string>) => headers[Header.language] === 'zh-TW';
    const { backend, user } = renderApp(
      {
        '/site/api/v1/configuration/preInfo': (_body, headers) =>
          okEnvelope({
            ip: '127.0.0.1',
            siteBaseConfig: {
              siteId: '1',
              title: inTaiwan(headers) ? '極光體育' : '极光体育',
              h5DomainUrl: '',
              kaptchcate: 0,
              depositEnabled: true,
              editionSwitch: true,
              registerEnabled: true,
            },
          }),
        '/site/api/v1/advertising/navigationList': (_body, headers) =>
          okEnvelope([{ id: 2, name: inTaiwan(headers) ? '體育' : '体育', path: '/game/sport', icon: 'sport', sort: 2 }]),
      },
      { reconnectFeed, reconnectChat },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '极光体育' })).toBeTruthy();
    expect(backend.calls.every((call) => call.headers[Header.language] === 'zh-CN')).toBe(true);
    await user.click(screen.getByRole('button', { name: '繁體' }));
    expect(await screen.findByRole('heading', { level: 1, name: '極光體育' })).toBeTruthy();
    const channels = await screen.findByRole('region', { name: '全部頻道' });
    expect(await within(channels).findByRole('link', { name: /體育/ })).toBeTruthy();
    expect(reconnectFeed).toHaveBeenCalledTimes(1);
    expect(reconnectChat).toHaveBeenCalledTimes(1);
  });
});
