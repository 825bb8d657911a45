import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { Code } from '@src/contract';
import { codeEnvelope, okEnvelope } from '@src/test/fakeFetch';
import { memberInfo, renderApp } from '../appTestHarness';

const loggedIn = { token: 'tok-1', userId: 'u-1' };

// The whole app loads its pages lazily; on a busy machine the first page takes a few seconds.
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  // jsdom does not scroll; the router's scroll restoration calls it on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every text the page ever showed, so a test can tell that something never flashed. */
function recordTexts(): { seen: () => string } {
  let seen = '';
  const observer = new MutationObserver(() => {
    seen += document.body.textContent ?? '';
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { seen: () => seen + (document.body.textContent ?? '') };
}

describe('the navigation guard in the app (spec 2.4)', () => {
  it('a visitor opening the member area lands home with "请先登录以了解更多" and never sees the member menu', async () => {
    const texts = recordTexts();
    const { services } = renderApp({}, { url: 'http://app.test/mine/userinfo' });
    expect(await screen.findByText('请先登录以了解更多')).toBeTruthy();
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/'));
    await screen.findByRole('heading', { name: '全部频道' });
    expect(texts.seen()).not.toContain('会员中心菜单');
    expect(texts.seen()).not.toContain('账户安全等级');
  });

  it('a member without a bound phone is sent from a bind-phone page to /mine/auth, without a flash of it', async () => {
    const texts = recordTexts();
    const { services } = renderApp(
      { '/site/api/v1/user/member/info': () => okEnvelope(memberInfo()) },
      { url: 'http://app.test/mine/addBankCard', storage: loggedIn },
    );
    expect(await screen.findByRole('heading', { name: '账户安全' })).toBeTruthy();
    expect(services.router.state.location.pathname).toBe('/mine/auth');
    expect(screen.getByText('该功能需要先绑定手机并完成实名认证')).toBeTruthy();
    expect(texts.seen()).not.toContain('添加银行卡」');
  });

  it('a bound phone alone is not enough: the real name is needed too', async () => {
    const { services } = renderApp(
      {
        '/site/api/v1/user/member/info': () =>
          okEnvelope(memberInfo({ bindPhone: true, phone: '138****8000' })),
      },
      { url: 'http://app.test/mine/virtualCoinCard', storage: loggedIn },
    );
    expect(await screen.findByRole('heading', { name: '账户安全' })).toBeTruthy();
    expect(services.router.state.location.pathname).toBe('/mine/auth');
  });

  it('a member with both bound opens the bind-phone page', async () => {
    renderApp(
      {
        '/site/api/v1/user/member/info': () =>
          okEnvelope(memberInfo({ bindPhone: true, bindRealName: true, phone: '138****8000', realName: '张*' })),
      },
      { url: 'http://app.test/mine/addBankCard', storage: loggedIn },
    );
    expect(await screen.findByRole('heading', { name: '添加银行卡' })).toBeTruthy();
  });

  it('member info is asked for on every navigation, and the balance is refreshed each time', async () => {
    const { services, backend } = renderApp(
      { '/site/api/v1/user/member/info': () => okEnvelope(memberInfo()) },
      { url: 'http://app.test/game/chess', storage: loggedIn },
    );
    await screen.findByRole('heading', { name: '棋牌' });
    const count = (path: string) => backend.paths().filter((p) => p === path).length;
    const infoBefore = count('/site/api/v1/user/member/info');
    const balanceBefore = count('/game/api/v1/venue/allBalance');

    await services.router.navigate('/game/lottery');
    await screen.findByRole('heading', { name: '彩票' });
    await waitFor(() => expect(count('/game/api/v1/venue/allBalance')).toBe(balanceBefore + 1));
    expect(count('/site/api/v1/user/member/info')).toBe(infoBefore + 1);
  });

  it('when member info fails the member is logged out and goes home', async () => {
    let failing = false;
    const { services, backend } = renderApp(
      {
        '/site/api/v1/user/member/info': () =>
          failing ? codeEnvelope(Code.ServerError, '服务开小差了，请稍后再试') : okEnvelope(memberInfo()),
        '/site/api/v1/user/logout': () => okEnvelope(null),
      },
      { url: 'http://app.test/game/chess', storage: loggedIn },
    );
    await screen.findByRole('heading', { name: '棋牌' });
    failing = true;
    await services.router.navigate('/mine/vip');
    await waitFor(() => expect(services.store.getState().session.token).toBeNull());
    expect(services.router.state.location.pathname).toBe('/');
    expect(backend.paths()).toContain('/site/api/v1/user/logout');
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('an expired login on the way goes home and opens the login dialog', async () => {
    const { services } = renderApp(
      { '/site/api/v1/user/member/info': () => codeEnvelope(Code.LoginExpired, '请重新登录') },
      { url: 'http://app.test/mine/vip', storage: loggedIn },
    );
    expect(await screen.findByText('请重新登录')).toBeTruthy();
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('with deposit disabled the deposit page and the deposit help are not found, and their links go', async () => {
    const { services } = renderApp(
      {
        '/site/api/v1/user/member/info': () =>
          okEnvelope(memberInfo({ bindPhone: true, bindRealName: true })),
      },
      { url: 'http://app.test/mine/savemoney', storage: loggedIn, config: { depositEnabled: false } },
    );
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
    // The site layout stays around the not-found page.
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: '会员中心' })).queryByRole('link', { name: '存款' })).toBeNull();

    await services.router.navigate('/app/help/ck');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: '帮助与支持' })).queryByRole('link', { name: '存款教程' })).toBeNull();
  });

  it('with deposit enabled the deposit page shows its frame', async () => {
    renderApp(
      { '/site/api/v1/user/member/info': () => okEnvelope(memberInfo()) },
      { url: 'http://app.test/mine/savemoney', storage: loggedIn },
    );
    expect(await screen.findByRole('heading', { name: '存款方式' })).toBeTruthy();
  });

  it('the local sport page sets the sport-page flag; leaving it clears it', async () => {
    const { services } = renderApp(
      { '/site/api/v1/user/member/info': () => okEnvelope(memberInfo()) },
      { url: 'http://app.test/game/sport/crty', storage: loggedIn },
    );
    await waitFor(() => expect(services.store.getState().shell).toEqual({ sportPage: true, sportEnName: 'crty' }));
    await services.router.navigate('/');
    await waitFor(() => expect(services.store.getState().shell.sportPage).toBe(false));
  });
});
