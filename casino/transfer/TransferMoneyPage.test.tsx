import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { Code } from '@src/contract';
import { VenueMessage } from '@src/contract/venue';
import { renderApp } from '@src/app/appTestHarness';
import { codeEnvelope, okEnvelope } from '@src/test/fakeFetch';
import { anyKey, fakeVenueWallet } from '../test/fakeVenueWallet';

// The first render loads the app and its lazy route; on a busy machine that takes a while.
configure({ asyncUtilTimeout: 15_000 });
const loggedIn = { token: 'tok-1', userId: 'u-1' };

function openTransferPage(wallet = fakeVenueWallet(), search = '') {
  const view = renderApp(wallet.routes, {
    url: `http://app.test/mine/transfermoney${search}`,
    storage: loggedIn,
  });
  const page = () => screen.findByRole('region', { name: '额度转换' });
  return { ...view, wallet, page };
}

/** The select shows the wallet's balance once the balances are in. */
async function ready() {
  const page = await screen.findByRole('region', { name: '额度转换' });
  await within(page).findAllByRole('option', { name: 'AG真人（¥0）', hidden: true });
  return page;
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('/mine/transfermoney (issue 15)', () => {
  it('offers the centre wallet and every venue but the local sportsbook, from the centre to the first venue', async () => {
    openTransferPage();
    const page = await ready();
    const from = within(page).getByLabelText('转出钱包');
    const options = within(from)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['中心钱包（¥1,000）', 'AG真人（¥0）', '开元棋牌（¥200）', 'PG电子（¥0）']);
    expect(from).toHaveProperty('value', 'CENTER');
    expect(within(page).getByLabelText('转入钱包')).toHaveProperty('value', 'AGZR');
    expect(within(page).getByTestId('transfer-center-wallet').textContent).toBe('¥1,000');
  });

  it('says the amount rule of spec 5 and sends nothing until it holds', async () => {
    const { user, wallet } = openTransferPage();
    const page = await ready();
    const amount = within(page).getByLabelText('转账金额');
    const submit = within(page).getByRole('button', { name: '立即转账' });

    await user.click(submit);
    expect(await within(page).findByText('请输入转账金额')).toBeTruthy();
    await user.type(amount, '1.234');
    expect(await within(page).findByText('转账金额最多两位小数')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '0');
    expect(await within(page).findByText('转账金额必须大于0')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '1000.01');
    expect(await within(page).findByText(VenueMessage.insufficientCenter)).toBeTruthy();
    expect(amount.getAttribute('maxlength')).toBe('12');
    expect(wallet.requests('transfer')).toEqual([]);
  });

  it('refuses venue to venue and the same wallet twice before sending, said under the to-wallet', async () => {
    const { user, wallet } = openTransferPage();
    const page = await ready();
    await user.selectOptions(within(page).getByLabelText('转出钱包'), 'KYQP');
    expect(await within(page).findByText(VenueMessage.venueToVenue)).toBeTruthy();
    await user.type(within(page).getByLabelText('转账金额'), '50');
    await user.click(within(page).getByRole('button', { name: '立即转账' }));
    await user.selectOptions(within(page).getByLabelText('转入钱包'), 'KYQP');
    expect(await within(page).findByText(VenueMessage.sameWallet)).toBeTruthy();
    await user.selectOptions(within(page).getByLabelText('转出钱包'), 'CENTER');
    await user.selectOptions(within(page).getByLabelText('转入钱包'), 'CENTER');
    expect(await within(page).findByText(VenueMessage.sameWallet)).toBeTruthy();
    await user.click(within(page).getByRole('button', { name: '立即转账' }));
    expect(wallet.requests('transfer')).toEqual([]);
  });

  it('the All button fills the from-wallet balance: the centre, then a venue after the swap', async () => {
    const { user } = openTransferPage(
      fakeVenueWallet({ center: '1234.56', venues: { AGZR: '0', KYQP: '200.5' } }),
      '?to=KYQP',
    );
    const page = await screen.findByRole('region', { name: '额度转换' });
    await within(page).findAllByRole('option', { name: '开元棋牌（¥200.50）', hidden: true });
    const amount = within(page).getByLabelText('转账金额');
    await user.click(within(page).getByRole('button', { name: '全部' }));
    expect(amount).toHaveProperty('value', '1234.56');
    await user.click(within(page).getByRole('button', { name: '交换转出和转入钱包' }));
    expect(within(page).getByLabelText('转出钱包')).toHaveProperty('value', 'KYQP');
    expect(within(page).getByLabelText('转入钱包')).toHaveProperty('value', 'CENTER');
    await user.click(within(page).getByRole('button', { name: '全部' }));
    expect(amount).toHaveProperty('value', '200.50');
    await user.click(within(page).getByRole('button', { name: '¥500' }));
    expect(amount).toHaveProperty('value', '500');
  });

  it('sends centre -> venue with ty "1" and a key, says it is done and shows the balances that follow', async () => {
    const { user, wallet } = openTransferPage();
    const page = await ready();
    await user.type(within(page).getByLabelText('转账金额'), '100');
    await user.click(within(page).getByRole('button', { name: '立即转账' }));
    expect(await within(page).findByRole('status')).toHaveProperty('textContent', '转账成功');
    const [sent] = wallet.requests('transfer');
    expect(sent).toEqual({ channelCode: 'AGZR', direction: 'in', amount: '100', ty: '1', key: anyKey });
    await waitFor(() => expect(within(page).getByTestId('transfer-center-wallet').textContent).toBe('¥900'));
    expect(within(page).getAllByRole('option', { name: 'AG真人（¥100）', hidden: true })).toHaveLength(2);
    expect(within(page).getByLabelText('转账金额')).toHaveProperty('value', '');
  });

  it('a pending transfer says so and the money shows as locked', async () => {
    const wallet = fakeVenueWallet();
    wallet.next('transfer', () => {
      wallet.book.center = wallet.book.center.minus(100);
      wallet.book.lock = wallet.book.lock.plus(100);
      return okEnvelope({
        transferId: 'T1',
        state: 'pending',
        centerWalletBalance: '900.00',
        venueBalance: '0.00',
        message: VenueMessage.transferPending,
      });
    });
    const { user } = openTransferPage(wallet);
    const page = await ready();
    await user.type(within(page).getByLabelText('转账金额'), '100');
    await user.click(within(page).getByRole('button', { name: '立即转账' }));
    const status = await within(page).findByRole('status');
    expect(status.textContent).toContain(VenueMessage.transferPending);
    expect(status.textContent).toContain('处理中的 ¥100 暂时显示为锁定金额');
    await waitFor(() => expect(within(page).getByTestId('transfer-lock-money').textContent).toBe('¥100'));
  });

  it('6413 opens a dialog with the server message; another refusal is said in its words', async () => {
    const wallet = fakeVenueWallet();
    wallet.next('transfer', () => codeEnvelope(Code.VenueActivity, 'AG真人周末活动进行中，转入即可参与'));
    wallet.next('transfer', () => codeEnvelope(Code.VenueMaintenance, VenueMessage.venueMaintenance));
    const { user } = openTransferPage(wallet);
    const page = await ready();
    await user.type(within(page).getByLabelText('转账金额'), '100');
    await user.click(within(page).getByRole('button', { name: '立即转账' }));
    const dialog = await screen.findByRole('alertdialog', { name: '场馆活动' });
    expect(dialog.textContent).toContain('AG真人周末活动进行中，转入即可参与');
    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '场馆活动' })).toBeNull());

    await user.click(within(page).getByRole('button', { name: '立即转账' }));
    expect(await within(page).findByRole('alert')).toHaveProperty(
      'textContent',
      VenueMessage.venueMaintenance,
    );
  });

  it('keeps the idempotency key for a retry after a lost answer, and makes a new one after an answer', async () => {
    const wallet = fakeVenueWallet();
    wallet.next('transfer', () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = openTransferPage(wallet);
    const page = await ready();
    await user.type(within(page).getByLabelText('转账金额'), '100');
    const submit = within(page).getByRole('button', { name: '立即转账' });
    await user.click(submit);
    expect(await within(page).findByRole('alert')).toBeTruthy();
    await user.click(submit);
    await within(page).findByText('转账成功');
    await user.type(within(page).getByLabelText('转账金额'), '100');
    await user.click(submit);
    await waitFor(() => expect(wallet.requests('transfer')).toHaveLength(3));
    const [lost, retry, next] = wallet.requests('transfer').map((body) => body.key);
    expect(retry).toBe(lost);
    expect(next).not.toBe(lost);
  });
});
