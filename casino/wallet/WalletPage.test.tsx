import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { VenueMessage } from '@src/contract/venue';
import { renderApp } from '@src/app/appTestHarness';
import { okEnvelope } from '@src/test/fakeFetch';
import { anyKey, fakeVenueWallet } from '../test/fakeVenueWallet';

// The first render loads the app and its lazy route; on a busy machine that takes a while.
configure({ asyncUtilTimeout: 15_000 });
const loggedIn = { token: 'tok-1', userId: 'u-1' };

function openWallet(wallet = fakeVenueWallet(), storage: Record<string, string> = {}) {
  const view = renderApp(wallet.routes, {
    url: 'http://app.test/mine/wallet',
    storage: { ...loggedIn, ...storage },
  });
  return { ...view, wallet };
}

async function walletPage() {
  const page = await screen.findByRole('region', { name: '我的钱包' });
  await waitFor(() => expect(within(page).getByTestId('wallet-total').textContent).not.toBe('--'));
  return page;
}

const venuesRegion = () => screen.findByRole('region', { name: '场馆余额' });
const rowOf = (region: HTMLElement, name: string) => within(region).getByRole('listitem', { name });

/** An IntersectionObserver the test drives: nothing is in view until `show` says so. */
function controllableViewport() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  class FakeObserver {
    readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      this.entry.elements = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    show(element: Element) {
      for (const observer of observers.filter((o) => o.elements.includes(element))) {
        act(() =>
          observer.callback(
            [{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry],
            observer as unknown as IntersectionObserver,
          ),
        );
      }
    },
  };
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/mine/wallet (issue 15)', () => {
  it('shows the total with 2 decimals, the centre wallet, locked money, each venue but CRTY, and the money links', async () => {
    openWallet(fakeVenueWallet({ center: '1000', venues: { CRTY: '0', AGZR: '0', KYQP: '200.5' } }));
    const page = await walletPage();
    expect(within(page).getByTestId('wallet-total').textContent).toBe('¥1,200.50');
    expect(within(page).getByTestId('wallet-center').textContent).toBe('¥1,000');
    expect(within(page).getByTestId('wallet-lock-money').textContent).toBe('¥0');
    const links = within(page).getByRole('navigation', { name: '资金操作' });
    expect(within(links).getByRole('link', { name: '存款' }).getAttribute('href')).toBe('/mine/savemoney');
    expect(within(links).getByRole('link', { name: '取款' }).getAttribute('href')).toBe('/mine/takemoney');
    expect(within(links).getByRole('link', { name: '转账' }).getAttribute('href')).toBe(
      '/mine/transfermoney',
    );
    const venues = await venuesRegion();
    expect(
      within(venues)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['AG真人', '开元棋牌']);
    expect(within(rowOf(venues, '开元棋牌')).getByText('¥200.50')).toBeTruthy();
  });

  it('asks a venue for its balance only once its row is in view, and again on its refresh button', async () => {
    const viewport = controllableViewport();
    const { wallet, user } = openWallet();
    await walletPage();
    const venues = await venuesRegion();
    const kaiyuan = rowOf(venues, '开元棋牌');
    expect(wallet.requests('balance')).toEqual([]);

    wallet.next('balance', () => okEnvelope({ enName: 'KYQP', balance: '210.00' }));
    viewport.show(kaiyuan);
    expect(await within(kaiyuan).findByText('¥210')).toBeTruthy();
    expect(wallet.requests('balance')).toEqual([{ channelCode: 'KYQP' }]);

    wallet.next('balance', () => okEnvelope({ enName: 'KYQP', balance: '215.50' }));
    await user.click(within(kaiyuan).getByRole('button', { name: '刷新开元棋牌余额' }));
    expect(await within(kaiyuan).findByText('¥215.50')).toBeTruthy();
    expect(wallet.requests('balance')).toEqual([{ channelCode: 'KYQP' }, { channelCode: 'KYQP' }]);
  });

  it('hides zero balances when asked, and remembers it in the spec 3 storage flag', async () => {
    const { user, rawStorage } = openWallet();
    await walletPage();
    const venues = await venuesRegion();
    expect(within(venues).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(venues).getByRole('switch', { name: '隐藏零余额场馆' }));
    expect(
      within(venues)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['开元棋牌']);
    expect(rawStorage.getItem('hideZeroBalance')).toBe('1');
  });

  it('starts with zero balances hidden when the flag is stored', async () => {
    openWallet(fakeVenueWallet(), { hideZeroBalance: '1' });
    await walletPage();
    const venues = await venuesRegion();
    expect(within(venues).getByRole('switch', { name: '隐藏零余额场馆' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(within(venues).getAllByRole('listitem')).toHaveLength(1);
  });

  it('recycles: each venue said, a failed one by name keeping its money, the total unchanged', async () => {
    const wallet = fakeVenueWallet({ center: '500', venues: { AGZR: '100', KYQP: '200', PGDZ: '0' } });
    wallet.recycleOutcome('KYQP', 'failed');
    const { user } = openWallet(wallet);
    const page = await walletPage();
    expect(within(page).getByTestId('wallet-total').textContent).toBe('¥800.00');
    const venues = await venuesRegion();
    await user.click(within(venues).getByRole('button', { name: '一键回收' }));

    const results = await within(venues).findByRole('region', { name: '回收结果' });
    const lines = within(results)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toEqual([
      'AG真人：¥100 已回收',
      `开元棋牌：回收失败，¥200 仍保留在场馆（${VenueMessage.providerUnavailable}）`,
    ]);
    await waitFor(() => expect(within(page).getByTestId('wallet-center').textContent).toBe('¥600'));
    expect(within(page).getByTestId('wallet-total').textContent).toBe('¥800.00');
    expect(within(rowOf(venues, '开元棋牌')).getByText('¥200')).toBeTruthy();
    expect(within(rowOf(venues, 'AG真人')).getByText('¥0')).toBeTruthy();
    expect(wallet.requests('recycle')).toEqual([{ key: anyKey }]);
  });

  it('says when there is nothing to recycle', async () => {
    const { user } = openWallet(fakeVenueWallet({ venues: { AGZR: '0' } }));
    await walletPage();
    const venues = await venuesRegion();
    await user.click(within(venues).getByRole('button', { name: '一键回收' }));
    const results = await within(venues).findByRole('region', { name: '回收结果' });
    expect(results.textContent).toContain(VenueMessage.recycleNothing);
  });

  it('repeats a recycle whose answer was lost with the same key; the next recycle has a new one', async () => {
    const wallet = fakeVenueWallet();
    wallet.next('recycle', () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = openWallet(wallet);
    await walletPage();
    const venues = await venuesRegion();
    const recycle = within(venues).getByRole('button', { name: '一键回收' });
    await user.click(recycle);
    expect(await within(venues).findByRole('alert')).toBeTruthy();
    await user.click(recycle);
    await within(venues).findByText('开元棋牌：¥200 已回收');
    await user.click(recycle);
    await waitFor(() => expect(wallet.requests('recycle')).toHaveLength(3));
    const [lost, retry, next] = wallet.requests('recycle').map((body) => body.key);
    expect(retry).toBe(lost);
    expect(next).not.toBe(lost);
  });

  it('the 免转 switch shows the server status, explains itself, and turns on', async () => {
    const { user, wallet } = openWallet();
    await walletPage();
    const venues = await venuesRegion();
    const autoTransfer = within(venues).getByRole('switch', { name: '免转模式' });
    await waitFor(() => expect(autoTransfer).toHaveProperty('disabled', false));
    expect(autoTransfer.getAttribute('aria-checked')).toBe('false');
    const explanation = document.getElementById(autoTransfer.getAttribute('aria-describedby') ?? '');
    expect(explanation?.textContent).toContain('进入游戏时中心钱包的全部余额自动转入该场馆');
    await user.click(autoTransfer);
    await waitFor(() => expect(autoTransfer.getAttribute('aria-checked')).toBe('true'));
    expect(wallet.requests('setAutoTransfer')).toEqual([{ status: 1 }]);
    expect(wallet.book.autoTransfer).toBe(1);
  });
});
