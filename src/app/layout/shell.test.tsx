import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { Code } from '@src/contract';
import { codeEnvelope, okEnvelope } from '@src/test/fakeFetch';
import { memberInfo, renderApp } from '../appTestHarness';

const loggedIn = { token: 'tok-1', userId: 'u-1' };
const member = { '/site/api/v1/user/member/info': () => okEnvelope(memberInfo({ username: 'demo01' })) };

// The whole app loads its pages lazily; on a busy machine the first page takes a few seconds.
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.lang = 'zh-CN';
  document.documentElement.style.fontSize = '';
});

describe('the header (spec 2.5)', () => {
  it('offers the main navigation in the order of spec 2.5, customer service among it', async () => {
    renderApp();
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    const names = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual([
      '首页',
      '体育',
      '电子',
      '真人',
      '彩票',
      '棋牌',
      '电竞',
      '捕鱼',
      '在线客服',
      '合营',
      '赞助',
      '优惠',
      'APP下载',
    ]);
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '注册' })).toBeTruthy();
  });

  it('a member sees the member navigation, name, total balance with 2 decimals and the unread badge', async () => {
    renderApp(member, { storage: loggedIn });
    expect(await screen.findByText('您好，demo01')).toBeTruthy();
    expect((await screen.findByLabelText('余额')).textContent).toBe('¥10,000.00');
    const memberNav = screen.getByRole('navigation', { name: '会员中心' });
    expect(
      within(memberNav)
        .getAllByRole('link')
        .map((link) => link.textContent?.replace(/\d+条未读消息|\d+$/, '')),
    ).toEqual(['存款', '转账', '取款', '个人中心', 'VIP', '福利', '投注记录', '交易记录', '消息']);
    expect(await within(memberNav).findByRole('link', { name: /消息.*4条未读消息/ })).toBeTruthy();
  });

  it('the tab title shows the page and the site', async () => {
    renderApp({}, { url: 'http://app.test/game/chess' });
    await screen.findByRole('heading', { name: '棋牌' });
    await waitFor(() => expect(document.title).toBe('棋牌 - 极光体育'));
  });

  it('the root font size follows the window width', async () => {
    renderApp();
    await screen.findByRole('navigation', { name: '主导航' });
    expect(document.documentElement.style.fontSize).toMatch(/^\d+(\.\d+)?px$/);
  });
});

describe('language and edition (spec 4, 12, 13)', () => {
  it('繁體 turns the texts traditional, is saved and sets <html lang>; the next visit keeps it', async () => {
    const { user, rawStorage } = renderApp();
    const language = await screen.findByRole('group', { name: '语言' });
    await user.click(within(language).getByRole('button', { name: '繁體' }));
    expect(await screen.findByRole('navigation', { name: '主導航' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '首頁' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(rawStorage.getItem('language')).toBe('zh-TW');
    expect(within(screen.getByRole('group', { name: '語言' })).getByRole('button', { name: '繁體' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('starts in the saved language', async () => {
    renderApp({}, { storage: { language: 'zh-TW' } });
    expect(await screen.findByRole('button', { name: '登入' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-TW');
  });

  it('专业版 switches to the dark edition and is saved', async () => {
    const { user, rawStorage } = renderApp();
    const edition = await screen.findByRole('group', { name: '显示版本' });
    expect(within(edition).getByRole('button', { name: '经典版' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(edition).getByRole('button', { name: '专业版' }));
    expect(within(edition).getByRole('button', { name: '专业版' }).getAttribute('aria-pressed')).toBe('true');
    expect(rawStorage.getItem('edition')).toBe('professional');
    await waitFor(() => expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(14, 19, 27)'));
  });

  it('when the site switches editions off, classic is forced and the switch is gone', async () => {
    renderApp({}, { storage: { edition: 'professional' }, config: { editionSwitch: false } });
    await screen.findByRole('navigation', { name: '主导航' });
    await waitFor(() => expect(screen.queryByRole('group', { name: '显示版本' })).toBeNull());
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(243, 245, 249)');
  });
});

describe('customer service (spec 2.6)', () => {
  it('shows the safety warning about deposit channels, then opens the service address in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: '在线客服' }));
    const dialog = await screen.findByRole('alertdialog', { name: '安全提示' });
    expect(within(dialog).getByText(/仅限官网、官方APP或官方在线客服/)).toBeTruthy();
    expect(within(dialog).getByText(/线下代充或代理充值均不被认可/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '继续联系客服' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://chat.example.test/room', '_blank', 'noopener,noreferrer'));
  });

  it('cancelled, it opens nothing', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: '在线客服' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    expect(open).not.toHaveBeenCalled();
  });
});

describe('the rest of the shell', () => {
  it('6449 asks to complete the real name; "去完善" leads to the user info page', async () => {
    const { services, user } = renderApp(
      {
        ...member,
        '/site/api/v1/site/countryArea/queryCountryArea': () => codeEnvelope(Code.BindRealName, '请先完成实名认证'),
      },
      { storage: loggedIn },
    );
    await screen.findByText('您好，demo01');
    await act(async () => {
      await services.api.data('queryCountryArea', {}).catch(() => undefined);
    });
    const dialog = await screen.findByRole('alertdialog', { name: '完善资料' });
    expect(within(dialog).getByText('请先完成实名认证')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '去完善' }));
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/mine/userinfo'));
    expect(await screen.findByRole('heading', { name: '个人资料' })).toBeTruthy();
  });

  it('the register prompt opens the register form shortly after load when the register flag is 1', async () => {
    renderApp({}, { storage: { register: '1' } });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(within(dialog).getByRole('tab', { name: '注册' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps referral codes from the address, with the address', async () => {
    const { rawStorage } = renderApp({}, { url: 'http://app.test/?i_Code=I7&rCode=R42' });
    await screen.findByRole('navigation', { name: '主导航' });
    expect(rawStorage.getItem('icode')).toBe('I7');
    expect(rawStorage.getItem('rcode')).toBe('R42');
    expect(rawStorage.getItem('originUrl')).toBe('http://app.test/?i_Code=I7&rCode=R42');
  });

  it('sends a phone to the mobile site with its codes; a desktop stays', async () => {
    const replaceLocation = vi.fn();
    renderApp(
      {},
      {
        url: 'http://app.test/?icode=I7&rcode=R42',
        config: { h5DomainUrl: 'https://m.example.test' },
        environment: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', replaceLocation },
      },
    );
    await waitFor(() => expect(replaceLocation).toHaveBeenCalledWith('https://m.example.test/?icode=I7&rcode=R42'));
  });

  it('a desktop visitor stays even when the site has a mobile address', async () => {
    const replaceLocation = vi.fn();
    const { services } = renderApp({}, { config: { h5DomainUrl: 'https://m.example.test' }, environment: { replaceLocation } });
    await waitFor(() => expect(services.store.getState().site.status).toBe('ready'));
    await screen.findByRole('navigation', { name: '主导航' });
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it('returning to the home page loads its content again', async () => {
    const { services, backend } = renderApp();
    await screen.findByRole('heading', { name: '全部频道' });
    const asked = () => backend.paths().filter((path) => path.endsWith('/advertising/navigationList')).length;
    await waitFor(() => expect(asked()).toBe(1));
    await services.router.navigate('/game/chess');
    await screen.findByRole('heading', { name: '棋牌' });
    await services.router.navigate('/');
    await screen.findByRole('heading', { name: '全部频道' });
    await waitFor(() => expect(asked()).toBe(2));
  });

  it('the footer links to the help area', async () => {
    renderApp();
    const help = await screen.findByRole('navigation', { name: '帮助与支持' });
    expect(within(help).getByRole('link', { name: '存款教程' }).getAttribute('href')).toBe('/app/help/ck');
    expect(within(help).getByRole('link', { name: '关于我们' }).getAttribute('href')).toBe('/app/help/gywm');
  });
});
