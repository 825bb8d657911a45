import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Code, endpoint, Message, type MemberInfo } from '@src/contract';
import { createApiClient, type ApiClientOptions, type ApiHooks, type Clock } from './apiClient';
import {
  ApiCallError,
  ContractError,
  isApiCallError,
  LoginExpiredError,
  NetworkError,
  TimeoutError,
} from './apiErrors';

type Reply =
  | { status?: number; envelope: { status_code: number; data: unknown; message: string } }
  | { status: number; raw: string }
  | { fail: Error }
  | 'hang';

interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A fetch that answers from a script and records what it was sent. */
function scriptedFetch(...replies: Reply[]) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const reply = replies.shift() ?? 'hang';
    sent.push({
      url: input instanceof Request ? input.url : input.toString(),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body as string | undefined,
    });
    if (reply === 'hang') {
      return new Promise((_resolve, reject) => {
        if (init?.signal?.aborted) reject(new DOMException('aborted', 'AbortError'));
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if ('fail' in reply) return Promise.reject(reply.fail);
    if ('raw' in reply) return Promise.resolve(new Response(reply.raw, { status: reply.status }));
    return Promise.resolve(new Response(JSON.stringify(reply.envelope), { status: reply.status ?? 200 }));
  });
  return { fetch, sent };
}

const ok = (data: unknown): Reply => ({
  envelope: { status_code: Code.Success, data, message: Message.success },
});
const answer = (code: number, message: string, data: unknown = null): Reply => ({
  envelope: { status_code: code, data, message },
});

const member: MemberInfo = {
  userId: 'u1',
  username: 'demo01',
  vipLevel: 0,
  bindPhone: false,
  bindRealName: false,
  phone: '',
  realName: '',
  email: '',
  registerTime: '2025-01-01 12:00:00',
};

function fakeClock(start = 1_700_000_000_000): Clock & { advance(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
    setTimeout: () => 0,
    clearTimeout: () => undefined,
  };
}

function fakeHooks() {
  return {
    notify: vi.fn<ApiHooks['notify']>(),
    onLoginExpired: vi.fn<ApiHooks['onLoginExpired']>(),
    onBindRealName: vi.fn<ApiHooks['onBindRealName']>(),
  };
}

function setup(replies: Reply[], overrides: Partial<ApiClientOptions> = {}) {
  const { fetch, sent } = scriptedFetch(...replies);
  const hooks = fakeHooks();
  let token: string | null = 'token-1';
  let requestNo = 0;
  const clock = fakeClock();
  const client = createApiClient({
    baseUrl: 'http://backend.test/',
    fetch,
    clock,
    getToken: () => token,
    deviceId: () => 'device-1',
    siteId: '7',
    newRequestId: () => `req-${++requestNo}`,
    hooks,
    ...overrides,
  });
  return {
    client,
    sent,
    fetch,
    hooks,
    clock,
    setToken: (value: string | null) => {
      token = value;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('API client: requests', () => {
  it('posts JSON to the endpoint path with every header of spec 7', async () => {
    const { client, sent } = setup([ok(member)]);
    await client.call('memberInfo', {});
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.url).toBe('http://backend.test/site/api/v1/user/member/info');
    expect(request?.method).toBe('POST');
    expect(request?.body).toBe('{}');
    expect(request?.headers).toMatchObject({
      version: '1.0',
      uuid: 'device-1',
      'client-type': 'web',
      token: 'token-1',
      'request-id': 'req-1',
      'site-id': '7',
      timestamp: '1700000000000',
      'content-type': 'application/json',
    });
  });

  it('makes a new request id and timestamp for every request', async () => {
    const { client, sent, clock } = setup([ok(member), ok(member)]);
    await client.call('memberInfo', {});
    clock.advance(1500);
    await client.call('memberInfo', {});
    expect(sent.map((r) => r.headers['request-id'])).toEqual(['req-1', 'req-2']);
    expect(sent.map((r) => r.headers.timestamp)).toEqual(['1700000000000', '1700000001500']);
  });

  it('a visitor sends no token header', async () => {
    const { client, sent, setToken } = setup([ok({ ip: '127.0.0.1', siteBaseConfig: {} })]);
    setToken(null);
    await client.call('preInfo', {}).catch(() => undefined);
    expect(sent[0]?.headers).not.toHaveProperty('token');
  });

  it("sends the page's language of the moment as Accept-Language, so the server answers in it", async () => {
    let language = 'zh-CN';
    const { client, sent } = setup([ok(member), ok(member)], { language: () => language });
    await client.call('memberInfo', {});
    language = 'zh-TW';
    await client.call('memberInfo', {});
    expect(sent.map((r) => r.headers['accept-language'])).toEqual(['zh-CN', 'zh-TW']);
  });

  it('waits for an asynchronous device id (FingerprintJS)', async () => {
    const { client, sent } = setup([ok(member)], { deviceId: () => Promise.resolve('fp-visitor-42') });
    await client.call('memberInfo', {});
    expect(sent[0]?.headers.uuid).toBe('fp-visitor-42');
  });

  it('holds every call until the first page is shown (until): no device id asked, nothing sent; then sends them', async () => {
    let shown!: () => void;
    const until = new Promise<void>((resolve) => {
      shown = resolve;
    });
    const deviceId = vi.fn(() => 'device-1');
    const { client, sent } = setup([ok(member), ok(member)], { until, deviceId });
    const first = client.call('memberInfo', {});
    const second = client.data('memberInfo', {});
    // Were the calls not held, the schemas' chunk would be loading now and the requests go right after it.
    await vi.dynamicImportSettled();
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    expect(deviceId).not.toHaveBeenCalled();
    expect(sent).toHaveLength(0);
    shown();
    await expect(first).resolves.toMatchObject({ kind: 'ok' });
    await expect(second).resolves.toEqual(member);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.headers.uuid).toBe('device-1');
  });

  it('a GET call carries its payload in the query and no body', async () => {
    const registry = {
      bankList: endpoint(
        'GET',
        '/fd/api/v1/bankCard/queryMemberBanksInfoList',
        z.object({ page: z.number(), type: z.string() }),
        z.array(z.string()),
      ),
    };
    const { fetch, sent } = scriptedFetch(ok(['ICBC']));
    const client = createApiClient({ registry, fetch, getToken: () => null, deviceId: () => 'd' });
    await expect(client.data('bankList', { page: 2, type: 'a b' })).resolves.toEqual(['ICBC']);
    expect(sent[0]).toMatchObject({
      url: '/fd/api/v1/bankCard/queryMemberBanksInfoList?page=2&type=a+b',
      method: 'GET',
      body: undefined,
    });
    expect(sent[0]?.headers).not.toHaveProperty('content-type');
  });
});

describe('API client: answers (spec 8.2)', () => {
  it('6000 returns the data, validated and shaped by the response schema', async () => {
    const registry = {
      counts: endpoint(
        'POST',
        '/site/api/v1/x',
        z.object({}),
        z.object({ n: z.number(), tag: z.string().default('none') }),
      ),
    };
    const { fetch } = scriptedFetch(ok({ n: 3 }));
    const client = createApiClient({ registry, fetch, getToken: () => null, deviceId: () => 'd' });
    await expect(client.call('counts', {})).resolves.toEqual({ kind: 'ok', data: { n: 3, tag: 'none' } });
  });

  it('6000 with data that breaks the contract is a ContractError naming the field', async () => {
    const { client } = setup([ok({ ...member, bindPhone: 'yes' })]);
    const failure = await client.data('memberInfo', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContractError);
    expect((failure as ContractError).detail).toContain('bindPhone');
    expect((failure as ContractError).message).toBe(Message.serviceBusy);
  });

  it('an answer that is not an envelope is a ContractError', async () => {
    const { client } = setup([{ status: 200, raw: '<html>hello</html>' }]);
    await expect(client.data('memberInfo', {})).rejects.toBeInstanceOf(ContractError);
  });

  it('a gateway error page without an envelope reads as "service slightly off"', async () => {
    const { client } = setup([{ status: 502, raw: 'Bad Gateway' }]);
    const failure = await client.data('memberInfo', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiCallError);
    expect(failure).toMatchObject({
      code: Code.ServerError,
      message: Message.serviceBusy,
      data: { httpStatus: 502 },
    });
  });

  it.each([
    ['6001', answer(Code.LoginExpired, Message.reLogin)],
    ['HTTP 401', { status: 401, raw: '' }],
  ])(
    '%s with a token: tells the member to log in again, runs the expiry hook and rejects',
    async (_label, reply) => {
      const { client, hooks } = setup([reply]);
      const failure = await client.data('memberInfo', {}).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(LoginExpiredError);
      expect(failure).toMatchObject({ code: Code.LoginExpired, endpoint: 'memberInfo' });
      expect(hooks.notify).toHaveBeenCalledExactlyOnceWith({ kind: 'loginExpired', message: '请重新登录' });
      expect(hooks.onLoginExpired).toHaveBeenCalledExactlyOnceWith({
        endpoint: 'memberInfo',
        hadToken: true,
        message: Message.reLogin,
      });
    },
  );

  it('6001 for a visitor runs the expiry hook (login dialog) without the "log in again" toast', async () => {
    const { client, hooks, setToken } = setup([answer(Code.LoginExpired, Message.reLogin)]);
    setToken(null);
    await expect(client.data('memberInfo', {})).rejects.toBeInstanceOf(LoginExpiredError);
    expect(hooks.notify).not.toHaveBeenCalled();
    expect(hooks.onLoginExpired).toHaveBeenCalledWith(expect.objectContaining({ hadToken: false }));
  });

  it('6001 answering a request made with an older token neither notifies nor ends the new session', async () => {
    const { client, hooks, setToken, fetch } = setup([answer(Code.LoginExpired, Message.reLogin)]);
    fetch.mockImplementationOnce(() => {
      setToken('token-2'); // the member logged in again while the old request was on its way
      return Promise.resolve(
        new Response(
          JSON.stringify({ status_code: Code.LoginExpired, data: null, message: Message.reLogin }),
        ),
      );
    });
    await expect(client.data('memberInfo', {})).rejects.toBeInstanceOf(LoginExpiredError);
    expect(hooks.notify).not.toHaveBeenCalled();
    expect(hooks.onLoginExpired).not.toHaveBeenCalled();
  });

  it('a call made with hooks off only rejects', async () => {
    const { client, hooks } = setup([
      answer(Code.LoginExpired, Message.reLogin),
      answer(Code.BindRealName, '请先实名'),
    ]);
    await expect(client.data('logout', {}, { hooks: false })).rejects.toBeInstanceOf(LoginExpiredError);
    await expect(client.data('memberInfo', {}, { hooks: false })).rejects.toMatchObject({
      code: Code.BindRealName,
    });
    expect(hooks.notify).not.toHaveBeenCalled();
    expect(hooks.onLoginExpired).not.toHaveBeenCalled();
    expect(hooks.onBindRealName).not.toHaveBeenCalled();
  });

  it.each([Code.GraphicCaptcha, Code.RapidVerification])(
    '%s comes back to the caller as a value',
    async (code) => {
      const { client } = setup([answer(code, '请完成图形验证', { codeId: 'c1' })]);
      await expect(
        client.call('login', { name: 'demo01', password: 'a'.repeat(32), kaptchcate: 0 }),
      ).resolves.toEqual({
        kind: 'captcha',
        code,
        data: { codeId: 'c1' },
        message: '请完成图形验证',
      });
    },
  );

  it('a captcha challenge to a caller asking only for data rejects with its code', async () => {
    const { client } = setup([answer(Code.GraphicCaptcha, '请完成图形验证')]);
    await expect(client.data('memberInfo', {})).rejects.toMatchObject({ code: Code.GraphicCaptcha });
  });

  it('6449 shows the bind-real-name dialog with the server message, then rejects', async () => {
    const { client, hooks } = setup([answer(Code.BindRealName, '请先完成实名认证')]);
    const failure = await client.data('memberInfo', {}).catch((error: unknown) => error);
    expect(hooks.onBindRealName).toHaveBeenCalledExactlyOnceWith('请先完成实名认证');
    expect(isApiCallError(failure, Code.BindRealName)).toBe(true);
  });

  it('every other code rejects with an ApiCallError carrying code, message and data', async () => {
    const { client, hooks } = setup([answer(Code.InvalidCredentials, '用户名或密码错误', { tries: 2 })]);
    const failure = await client
      .data('login', { name: 'demo01', password: 'a'.repeat(32), kaptchcate: 0 })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiCallError);
    expect(failure).not.toBeInstanceOf(LoginExpiredError);
    expect(failure).toMatchObject({
      code: 6002,
      message: '用户名或密码错误',
      data: { tries: 2 },
      endpoint: 'login',
    });
    expect(hooks.notify).not.toHaveBeenCalled();
  });
});

describe('API client: network', () => {
  it('a connection failure is a NetworkError with the network message', async () => {
    const { client } = setup([{ fail: new TypeError('fetch failed') }]);
    const failure = await client.data('memberInfo', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as NetworkError).message).toBe('网络异常，请检查网络连接');
    expect((failure as NetworkError).cause).toBeInstanceOf(TypeError);
  });

  it('no answer within 30 s is a TimeoutError with the timeout message', async () => {
    vi.useFakeTimers();
    const { fetch } = scriptedFetch('hang');
    const client = createApiClient({ fetch, getToken: () => null, deviceId: () => 'd' });
    const outcome = client.data('preInfo', {}).catch((error: unknown) => error);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const failure = await outcome;
    expect(failure).toBeInstanceOf(TimeoutError);
    expect((failure as TimeoutError).message).toBe('请求超时，请稍后再试');
  });

  it('an answer in time clears its timer', async () => {
    vi.useFakeTimers();
    const { fetch } = scriptedFetch(ok(member));
    const client = createApiClient({ fetch, getToken: () => 't', deviceId: () => 'd' });
    await client.data('memberInfo', {});
    expect(vi.getTimerCount()).toBe(0);
  });

  it("the caller's abort rejects with the caller's reason, not as a network failure", async () => {
    const { client } = setup(['hang']);
    const controller = new AbortController();
    const outcome = client
      .data('memberInfo', {}, { signal: controller.signal })
      .catch((error: unknown) => error);
    controller.abort(new Error('left the page'));
    const failure = await outcome;
    expect(failure).toEqual(new Error('left the page'));
    expect(failure).not.toBeInstanceOf(NetworkError);
  });
});

describe('API client: shared request cache', () => {
  const nav = [{ id: 1, name: '体育', path: '/game/sport', icon: 'sport', sort: 1 }];

  it('callers of the same path and payload share one request while it is in flight and after', async () => {
    const { client, fetch } = setup([ok(nav)]);
    const [a, b] = await Promise.all([
      client.cached('navigationList', {}, { ttlMs: 60_000 }),
      client.cached('navigationList', {}, { ttlMs: 60_000 }),
    ]);
    await expect(client.cached('navigationList', {}, { ttlMs: 60_000 })).resolves.toEqual(nav);
    expect(a).toEqual(nav);
    expect(b).toBe(a);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('the payload is part of the key, its key order is not', async () => {
    const { client, fetch } = setup([ok([]), ok([])]);
    await client.cached('queryCountryArea', { area: 'a' }, { ttlMs: 60_000 });
    await client.cached('queryCountryArea', { area: 'b' }, { ttlMs: 60_000 });
    await client.cached('queryCountryArea', { area: 'a' }, { ttlMs: 60_000 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks again once the entry is older than its time to live', async () => {
    const { client, fetch, clock } = setup([ok(nav), ok(nav)]);
    await client.cached('navigationList', {}, { ttlMs: 1_000 });
    clock.advance(999);
    await client.cached('navigationList', {}, { ttlMs: 1_000 });
    expect(fetch).toHaveBeenCalledTimes(1);
    clock.advance(1);
    await client.cached('navigationList', {}, { ttlMs: 1_000 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a failure is not cached', async () => {
    const { client, fetch } = setup([{ fail: new TypeError('offline') }, ok(nav)]);
    await expect(client.cached('navigationList', {}, { ttlMs: 60_000 })).rejects.toBeInstanceOf(NetworkError);
    await expect(client.cached('navigationList', {}, { ttlMs: 60_000 })).resolves.toEqual(nav);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('clearing the cache, and login expiry, forget cached results', async () => {
    const { client, fetch } = setup([ok(nav), ok(nav), answer(Code.LoginExpired, Message.reLogin), ok(nav)]);
    await client.cached('navigationList', {}, { ttlMs: 60_000 });
    client.clearCache();
    await client.cached('navigationList', {}, { ttlMs: 60_000 });
    expect(fetch).toHaveBeenCalledTimes(2);
    await expect(client.data('memberInfo', {})).rejects.toBeInstanceOf(LoginExpiredError);
    await client.cached('navigationList', {}, { ttlMs: 60_000 });
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
