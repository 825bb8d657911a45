import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Header, api, type Feedback, type NavigationItem, type PreInfo } from '@src/contract';
import { createTestBackend, type TestBackend } from '../testing/testBackend';

const inTaiwan = { [Header.language]: 'zh-TW' };

describe('answers in the language the request asks for', () => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend.close());

  it('gives the site title and the channel names in traditional characters to a zh-TW page', async () => {
    const info = await backend.call<PreInfo>(api.preInfo.path, {}, inTaiwan);
    expect(info.body.data.siteBaseConfig.title).toBe('極光體育');
    const channels = await backend.call<NavigationItem[]>(api.navigationList.path, {}, inTaiwan);
    expect(channels.body.data.map((item) => item.name)).toContain('體育');
    expect(info.response.headers.vary).toContain('Accept-Language');
  });

  it('answers in zh-CN without the header, with an unknown language, and when asked', async () => {
    const asked: Record<string, string>[] = [{}, { [Header.language]: 'en-US' }, { [Header.language]: 'zh-CN' }];
    for (const headers of asked) {
      const info = await backend.call<PreInfo>(api.preInfo.path, {}, headers);
      expect(info.body.data.siteBaseConfig.title).toBe('极光体育');
    }
  });

  it('turns every refusal into zh-TW: the timestamp check, unknown calls, validation and login', async () => {
    const illegal = await backend.call(api.preInfo.path, {}, { ...inTaiwan, [Header.timestamp]: '' });
    expect(illegal.body).toEqual({ status_code: Code.IllegalParameter, data: null, message: '非法請求' });
    const missing = await backend.call('/site/api/v1/no/such/call', {}, inTaiwan);
    expect(missing.body.message).toBe('介面不存在');
    const invalid = await backend.call(api.login.path, { name: '', password: 'x', kaptchcate: 0 }, inTaiwan);
    expect(invalid.body.status_code).toBe(Code.InvalidParameter);
    expect(invalid.body.message).toBe('使用者名稱：使用者名稱不能為空');
    const expired = await backend.call(api.memberInfo.path, {}, inTaiwan);
    expect(expired.body.message).toBe('請重新登入');
  });

  it('keeps what a member wrote as written, and converts what the site answers about it', async () => {
    const token = await backend.loginDemo();
    const member = { [Header.token]: token };
    const content = '这个页面的赔率刷新有点慢，希望改进';
    await backend.call(api.addFeedback.path, { type: 'suggestion', content }, member);
    const list = await backend.call<{ list: Feedback[] }>(api.feedbackList.path, { pageNum: 1, pageSize: 10 }, { ...member, ...inTaiwan });
    expect(list.body.data.list[0]?.content).toBe(content);
    const info = await backend.call(api.memberInfo.path, {}, { ...member, ...inTaiwan });
    expect(info.body.message).toBe('成功');
    expect(info.body.data).toMatchObject({ username: 'demo01' });
  });
});
