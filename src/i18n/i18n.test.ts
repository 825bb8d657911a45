import { describe, expect, it } from 'vitest';
import { Code, Message } from '@src/contract';
import { ApiCallError, ContractError, NetworkError, TimeoutError } from '@src/api';
import { createI18n } from './i18n';
import { describeError } from './describeError';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

function leaves(node: unknown, path = ''): [string, unknown][] {
  if (typeof node !== 'object' || node === null) return [[path, node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

describe('i18n', () => {
  it('speaks simplified Chinese by default', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('auth.login')).toBe('登录');
    expect(i18n.t('member.greeting', { name: 'demo01' })).toBe('您好，demo01');
  });

  it('speaks traditional Chinese when chosen', () => {
    const i18n = createI18n('zh-TW');
    expect(i18n.t('auth.register')).toBe('註冊');
    expect(i18n.t('nav.message')).toBe('訊息');
  });

  it('falls back to simplified Chinese for a key the traditional catalogue lacks', () => {
    const i18n = createI18n('zh-TW');
    i18n.addResourceBundle('zh-CN', 'extra', { onlySimplified: '只有简体' });
    expect(i18n.t('onlySimplified', { ns: 'extra' } as never)).toBe('只有简体');
  });

  it('the traditional catalogue has exactly the keys of the simplified one', () => {
    expect(leaves(zhTW).map(([key]) => key)).toEqual(leaves(zhCN).map(([key]) => key));
  });

  it('every catalogue entry is a non-empty string', () => {
    for (const [key, value] of leaves(zhCN)) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it('the transport messages match the contract messages (spec 8.2)', () => {
    expect(zhCN.errors.network).toBe(Message.networkError);
    expect(zhCN.errors.timeout).toBe(Message.timeout);
    expect(zhCN.errors.serviceBusy).toBe(Message.serviceBusy);
    expect(zhCN.session.reLogin).toBe(Message.reLogin);
  });
});

describe('describeError', () => {
  const { t } = createI18n();

  it("shows the server's own message for a refused call", () => {
    expect(describeError(new ApiCallError('login', Code.InvalidCredentials, '用户名或密码错误'), t)).toBe(
      '用户名或密码错误',
    );
  });

  it('explains transport faults in our words', () => {
    expect(describeError(new NetworkError('login'), t)).toBe('网络异常，请检查网络连接');
    expect(describeError(new TimeoutError('login'), t)).toBe('请求超时，请稍后再试');
    expect(describeError(new ContractError('login', 'data.token: expected string'), t)).toBe(
      '服务开小差了，请稍后再试',
    );
    expect(describeError(new Error('boom'), t)).toBe('服务开小差了，请稍后再试');
  });
});
