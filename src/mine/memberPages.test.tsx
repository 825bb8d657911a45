import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { Code } from '@src/contract';
import { memberInfo, renderApp } from '@src/app/appTestHarness';
import { codeEnvelope, okEnvelope } from '@src/test/fakeFetch';
import { siteDay } from '@src/contract/siteClock';
import { TEST_BANK_CARD } from './cards/testCards';

configure({ asyncUtilTimeout: 5000 });
const loggedIn = { token: 'tok-1', userId: 'u-1' };

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the profile page (spec 2.6)', () => {
  it('shows what the member info has and links to what is missing', async () => {
    renderApp(
      { '/site/api/v1/user/member/info': () => okEnvelope(memberInfo({ vipLevel: 2 })) },
      { url: 'http://app.test/mine/userinfo', storage: loggedIn },
    );
    // The first page of the file loads the member area's code cold: on a busy machine that takes seconds.
    expect(await screen.findByRole('heading', { name: '个人资料' }, { timeout: 15_000 })).toBeTruthy();
    for (const label of [
      '账户安全等级',
      '绑定手机',
      '绑定邮箱',
      '绑定银行卡',
      '性别',
      '生日',
      '注册日期',
      '实名认证',
      '登录密码',
      '二级密码',
      '投注记录',
      '卡片与虚拟币管理',
    ]) {
      expect(screen.getAllByText(label).length, label).toBeGreaterThan(0);
    }
    expect(screen.getByText('VIP2')).toBeTruthy();
    expect(screen.getByText('2025-01-01')).toBeTruthy();
    expect(screen.getByText('低')).toBeTruthy();
    const phoneRow = screen.getByText('绑定手机').closest('div');
    expect(phoneRow && within(phoneRow).getByRole('link', { name: '去绑定' }).getAttribute('href')).toBe(
      '/mine/auth',
    );
  });

  it('a verified member sees the masked phone and name, and a higher security level', async () => {
    renderApp(
      {
        '/site/api/v1/user/member/info': () =>
          okEnvelope(
            memberInfo({
              bindPhone: true,
              phone: '138****8000',
              bindRealName: true,
              realName: '张*',
              birthday: '1990-05-20',
            }),
          ),
      },
      { url: 'http://app.test/mine/userinfo', storage: loggedIn },
    );
    expect(await screen.findByText('138****8000')).toBeTruthy();
    expect(screen.getByText('张*')).toBeTruthy();
    expect(screen.getByText('1990-05-20')).toBeTruthy();
    expect(screen.getByText('中')).toBeTruthy();
  });
});

describe('the profile page: gender, cards and the withdrawal password', () => {
  const bankCard = TEST_BANK_CARD;

  it('sets the gender in place, once, after saying it cannot change', async () => {
    let gender: 'male' | 'female' | null = null;
    const { backend, user } = renderApp(
      {
        '/site/api/v1/user/member/info': () => okEnvelope(memberInfo({ gender })),
        '/site/api/v1/member/bindGender': () => {
          gender = 'female';
          return okEnvelope({ gender });
        },
      },
      { url: 'http://app.test/mine/userinfo', storage: loggedIn },
    );
    const choices = await screen.findByRole('group', { name: '选择性别' });
    await user.click(within(choices).getByRole('button', { name: '女' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确认性别' });
    expect(within(confirm).getByText('性别设置后不可修改，确认设为「女」吗？')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: '确认无误' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: '选择性别' })).toBeNull());
    expect(backend.calls.find((call) => call.path === '/site/api/v1/member/bindGender')?.body).toEqual({
      gender: 'female',
    });
    const genderRow = screen.getByText('性别').closest('div');
    expect(genderRow && within(genderRow).getByText('女')).toBeTruthy();
  });

  it('going back from the confirmation sets nothing', async () => {
    const { backend, user } = renderApp(
      { '/site/api/v1/user/member/info': () => okEnvelope(memberInfo({ gender: null })) },
      { url: 'http://app.test/mine/userinfo', storage: loggedIn },
    );
    const choices = await screen.findByRole('group', { name: '选择性别' });
    await user.click(within(choices).getByRole('button', { name: '男' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '确认性别' })).getByRole('button', {
        name: '返回修改',
      }),
    );
    expect(backend.paths()).not.toContain('/site/api/v1/member/bindGender');
    expect(screen.getByRole('group', { name: '选择性别' })).toBeTruthy();
  });

  it('counts the bound bank cards and says whether the withdrawal password is set', async () => {
    renderApp(
      {
        '/site/api/v1/user/member/info': () =>
          okEnvelope(memberInfo({ gender: 'male', withdrawalPasswordSet: true })),
        '/fd/api/v1/bankCard/queryMemberBanksInfoList': () =>
          okEnvelope({
            cards: [bankCard, { ...bankCard, id: 8 }, { ...bankCard, id: 9, kind: 'alipay' }],
            maxPerKind: 5,
          }),
      },
      { url: 'http://app.test/mine/userinfo', storage: loggedIn },
    );
    const cardRow = (await screen.findByText('已绑定 2 张')).closest('div');
    expect(cardRow && within(cardRow).getByRole('link', { name: '管理' }).getAttribute('href')).toBe(
      '/mine/addBankCard',
    );
    const passwordRow = screen.getByText('二级密码').closest('div');
    expect(passwordRow && within(passwordRow).getByText('已设置')).toBeTruthy();
    expect(passwordRow && within(passwordRow).getByRole('link', { name: '管理' }).getAttribute('href')).toBe(
      '/mine/auth',
    );
    const genderRow = screen.getByText('性别').closest('div');
    expect(genderRow && within(genderRow).getByText('男')).toBeTruthy();
    expect(screen.queryByText('即将开放')).toBeNull();
  });
});

describe('account security: binding a phone and the real name (spec 2.2, 5)', () => {
  it('sends a code after the picture captcha, then binds the phone; afterwards it is read-only', async () => {
    let bound = false;
    const { backend, user } = renderApp(
      {
        '/site/api/v1/user/member/info': () =>
          okEnvelope(memberInfo(bound ? { bindPhone: true, phone: '138****8000' } : {})),
        '/site/api/v1/site/countryArea/queryCountryArea': () =>
          okEnvelope([{ areaName: '中国大陆', areaCode: '+86', regex: '^(\\+86)?1\\d{10}$' }]),
        '/site/api/v1/register/defaultKaptcha': () =>
          okEnvelope({ image: 'data:image/svg+xml;base64,PHN2Zy8+', 'x-code': 'x-1' }),
        '/site/api/v1/sendCode/two': () =>
          okEnvelope({ channel: 'sms', target: '138****8000', resendAfter: 60, expiresIn: 600 }),
        '/site/api/v1/bindPhone': () => {
          bound = true;
          return okEnvelope({ phone: '138****8000' });
        },
      },
      { url: 'http://app.test/mine/auth', storage: loggedIn },
    );
    const phoneSection = await screen.findByRole('region', { name: '绑定手机' });
    await user.type(within(phoneSection).getByLabelText('手机号码'), '1380013800');
    await user.click(within(phoneSection).getByRole('button', { name: '获取验证码' }));
    expect(await within(phoneSection).findByText('请输入正确的手机号码')).toBeTruthy();
    expect(backend.paths()).not.toContain('/site/api/v1/sendCode/two');

    await user.type(within(phoneSection).getByLabelText('手机号码'), '0');
    await user.click(within(phoneSection).getByRole('button', { name: '获取验证码' }));
    const captcha = await screen.findByRole('dialog', { name: '图形验证' });
    await user.type(within(captcha).getByLabelText('图形验证码'), 'ab12');
    await user.click(within(captcha).getByRole('button', { name: '确定' }));

    expect(await screen.findByText('验证码已发送至 138****8000')).toBeTruthy();
    expect(within(phoneSection).getByRole('button', { name: /秒后重新获取/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(backend.calls.find((call) => call.path === '/site/api/v1/sendCode/two')?.body).toEqual({
      SendCodeNum: '13800138000',
      areaCode: '+86',
      type: 4,
      cate: '0',
      version: 1,
      kaptchcate: 1,
      codeId: 'x-1',
      imageCode: 'ab12',
    });

    await user.type(within(phoneSection).getByLabelText('短信验证码'), '123456');
    await user.click(within(phoneSection).getByRole('button', { name: '立即绑定' }));
    expect(await screen.findByText('已绑定手机：138****8000')).toBeTruthy();
    expect(backend.calls.find((call) => call.path === '/site/api/v1/bindPhone')?.body).toEqual({
      areaCode: '+86',
      phone: '13800138000',
      code: '123456',
    });
    expect(screen.queryByLabelText('手机号码')).toBeNull();
  });

  it('the real name follows spec 5 and the birthday must show 18; confirmed once, then read-only', async () => {
    let confirmed = false;
    const { backend, user } = renderApp(
      {
        '/site/api/v1/user/member/info': () =>
          okEnvelope(
            memberInfo(confirmed ? { bindRealName: true, realName: '张*', birthday: '1990-05-20' } : {}),
          ),
        '/site/api/v1/member/bindOther': () => {
          confirmed = true;
          return okEnvelope({ realName: '张*', birthday: '1990-05-20' });
        },
      },
      { url: 'http://app.test/mine/auth', storage: loggedIn },
    );
    const section = await screen.findByRole('region', { name: '实名认证' });
    await user.type(within(section).getByLabelText('真实姓名'), '·张伟');
    const [year = 2000, month = 1, day = 1] = siteDay(Date.now()).split('-').map(Number);
    await user.type(
      within(section).getByLabelText('出生日期'),
      `${year - 17}-${String(month).padStart(2, '0')}-${String(Math.min(day, 28)).padStart(2, '0')}`,
    );
    await user.click(within(section).getByRole('button', { name: '确认提交' }));
    expect(await within(section).findByText('请输入正确的姓名')).toBeTruthy();
    expect(within(section).getByText('未满18周岁不能参与游戏')).toBeTruthy();

    await user.clear(within(section).getByLabelText('真实姓名'));
    await user.type(within(section).getByLabelText('真实姓名'), '张伟');
    await user.clear(within(section).getByLabelText('出生日期'));
    await user.type(within(section).getByLabelText('出生日期'), '1990-05-20');
    await user.click(within(section).getByRole('button', { name: '确认提交' }));
    const confirm = await screen.findByRole('alertdialog', { name: '请确认您的资料' });
    expect(within(confirm).getByText(/真实姓名：张伟/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: '确认无误' }));

    expect(await screen.findByText('已实名认证：张*')).toBeTruthy();
    expect(screen.getByText('资料已确认，不可修改。')).toBeTruthy();
    expect(backend.calls.find((call) => call.path === '/site/api/v1/member/bindOther')?.body).toEqual({
      realName: '张伟',
      birthday: '1990-05-20',
    });
  });

  it('the server refusing shows its message and keeps the form', async () => {
    const { user } = renderApp(
      {
        '/site/api/v1/user/member/info': () => okEnvelope(memberInfo()),
        '/site/api/v1/member/bindOther': () => codeEnvelope(Code.DataExists, '资料已确认，不可修改'),
      },
      { url: 'http://app.test/mine/auth', storage: loggedIn },
    );
    const section = await screen.findByRole('region', { name: '实名认证' });
    await user.type(within(section).getByLabelText('真实姓名'), 'John·Smith');
    await user.type(within(section).getByLabelText('出生日期'), '1985-01-02');
    await user.click(within(section).getByRole('button', { name: '确认提交' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认无误' }),
    );
    expect(await screen.findByText('资料已确认，不可修改')).toBeTruthy();
    await waitFor(() => expect(within(section).getByLabelText('真实姓名')).toBeTruthy());
  });
});
