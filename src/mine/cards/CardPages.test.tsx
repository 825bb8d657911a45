import { TEST_BANK_CARD } from './testCards';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { Code } from '@src/contract';
import { CardMessage } from '@src/contract/cards';
import { memberInfo, renderApp } from '@src/app/appTestHarness';
import { codeEnvelope, okEnvelope } from '@src/test/fakeFetch';
import zhCN from './locales/zh-CN.json';

// The first test loads the lazy card chunk on a shared machine.
configure({ asyncUtilTimeout: 15_000 });
const loggedIn = { token: 'tok-1', userId: 'u-1' };
const verified = memberInfo({ bindPhone: true, bindRealName: true, realName: '张*', phone: '138****8000' });
const CARD = TEST_BANK_CARD;
const BANKS = [{ bankCode: 'ICBC', bankName: '中国工商银行', lengths: [16, 19], luhn: true }];

function renderAt(url: string, routes: Record<string, () => ReturnType<typeof okEnvelope>>) {
  return renderApp(
    {
      '/site/api/v1/user/member/info': () => okEnvelope(verified),
      '/fd/api/v1/bankCard/withdraw/add/list': () => okEnvelope(BANKS),
      ...routes,
    },
    { url: `http://app.test${url}`, storage: loggedIn },
  );
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the bank card page', () => {
  it('lists the cards masked and checks a number against the bank before sending it', async () => {
    const { backend, user } = renderAt('/mine/addBankCard', {
      '/fd/api/v1/bankCard/queryMemberBanksInfoList': () => okEnvelope({ cards: [CARD], maxPerKind: 5 }),
      '/fd/api/v1/bankCard/addBankCard': () =>
        codeEnvelope(Code.InvalidParameter, CardMessage.holderMismatch),
    });
    const list = await screen.findByRole('region', { name: '已绑定（1/5）' });
    expect(
      within(list).getByRole('link', { name: '中国工商银行 **** **** **** 0128' }).getAttribute('href'),
    ).toBe('/mine/accountManage/7');
    const form = screen.getByRole('region', { name: '添加新账户' });
    await waitFor(() => expect(within(form).getByRole('option', { name: '中国工商银行' })).toBeTruthy());
    await user.selectOptions(within(form).getByLabelText('开户银行'), 'ICBC');
    await user.type(within(form).getByLabelText('银行卡号'), '6222-0212-3456-7890-123');
    expect(within(form).getByLabelText<HTMLInputElement>('银行卡号').value).toBe('6222021234567890123');
    await user.type(within(form).getByLabelText('持卡人姓名'), '王五');
    await user.click(within(form).getByRole('button', { name: '确认绑定' }));
    expect(await within(form).findByText('卡号有误，请核对后重新输入')).toBeTruthy();
    expect(backend.calls.some((call) => call.path.endsWith('/addBankCard'))).toBe(false);

    await user.clear(within(form).getByLabelText('银行卡号'));
    await user.type(within(form).getByLabelText('银行卡号'), '6222021234567890128');
    await user.click(within(form).getByRole('button', { name: '确认绑定' }));
    expect(await within(form).findByText(CardMessage.holderMismatch)).toBeTruthy();
    expect(backend.calls.find((call) => call.path.endsWith('/addBankCard'))?.body).toEqual({
      bankCode: 'ICBC',
      cardNumber: '6222021234567890128',
      holderName: '王五',
      branch: '',
    });
  });

  it('offers no form once five are bound', async () => {
    const five = Array.from({ length: 5 }, (_, index) => ({ ...CARD, id: index + 1 }));
    renderAt('/mine/addBankCard', {
      '/fd/api/v1/bankCard/queryMemberBanksInfoList': () => okEnvelope({ cards: five, maxPerKind: 5 }),
    });
    expect(await screen.findByText('已达上限，请先删除不用的账户再添加')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认绑定' })).toBeNull();
  });
});

describe('an account page', () => {
  it('shows the number masked, in full after the withdrawal password, and deletes with it', async () => {
    const { backend, user, services } = renderAt('/mine/accountManage/7', {
      '/fd/api/v1/bankCard/info': () => okEnvelope(CARD),
      '/fd/api/v1/bankCard/reveal': () => okEnvelope({ id: 7, account: '6222021234567890128' }),
      '/fd/api/v1/bankCard/delete': () => okEnvelope(null),
      '/fd/api/v1/bankCard/queryMemberBanksInfoList': () => okEnvelope({ cards: [], maxPerKind: 5 }),
    });
    const number = await screen.findByTestId('account-number');
    expect(number.textContent).toBe('**** **** **** 0128');
    await user.click(screen.getByRole('button', { name: '查看完整账号' }));
    const dialog = await screen.findByRole('dialog', { name: '验证资金密码' });
    await user.type(within(dialog).getByLabelText('资金密码'), '258013{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('account-number').textContent).toBe('6222 0212 3456 7890 128'),
    );
    expect(backend.calls.find((call) => call.path.endsWith('/reveal'))?.body).toEqual({
      id: 7,
      password: '258013',
    });

    await user.click(screen.getByRole('button', { name: '删除此账户' }));
    const confirm = await screen.findByRole('dialog', { name: '删除账户' });
    await user.type(within(confirm).getByLabelText('资金密码'), '258013');
    await user.click(within(confirm).getByRole('button', { name: '确认删除' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/mine/addBankCard'));
  });

  it("says another member's or a deleted card is not there", async () => {
    renderAt('/mine/accountManage/9', {
      '/fd/api/v1/bankCard/info': () => codeEnvelope(Code.NotFound, '账户不存在或已删除'),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('账户不存在或已删除');
  });
});

describe('the card catalogue', () => {
  it("keeps its rule texts equal to the contract's messages, so they translate", () => {
    for (const [key, text] of Object.entries(zhCN.rules)) {
      if (key === 'realName') continue;
      expect(CardMessage[key as keyof typeof CardMessage], key).toBe(text);
    }
  });
});
