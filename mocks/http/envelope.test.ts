import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Header, Message, envelopeSchema } from '@src/contract';
import { createTestBackend, type TestBackend } from '../testing/testBackend';
import { ApiError } from './apiError';

const PRE_INFO = '/site/api/v1/configuration/preInfo';

describe('the envelope', () => {
  let backend: TestBackend;
  const logLines: string[] = [];

  beforeAll(async () => {
    backend = await createTestBackend({ logLevel: 'error', logStream: { write: (line) => logLines.push(line) } });
    backend.app.post('/site/api/v1/test/boom', () => {
      throw new Error('SQLITE_CORRUPT at /srv/secret/path.db');
    });
    backend.app.post('/site/api/v1/test/refused', () => {
      throw new ApiError(Code.Maintenance, Message.maintenance, { until: '12:00' });
    });
  });
  afterAll(() => backend.close());

  it('answers a call without the timestamp header as an illegal request (6008)', async () => {
    const answer = await backend.call(PRE_INFO, {}, { [Header.timestamp]: '' });
    expect(answer.httpStatus).toBe(200);
    expect(answer.body).toEqual({ status_code: Code.IllegalParameter, data: null, message: '非法请求' });
  });

  it('checks the timestamp before anything else: garbled values, unknown paths and bad bodies all give 6008', async () => {
    for (const timestamp of ['abc', '12.5', '-1', '1e12', ' ']) {
      expect((await backend.call(PRE_INFO, {}, { [Header.timestamp]: timestamp })).body.status_code).toBe(6008);
    }
    const unknown = await backend.app.inject({ method: 'POST', url: '/game/api/v1/no/such/call' });
    expect(unknown.json()).toMatchObject({ status_code: 6008, message: '非法请求' });
    const badBody = await backend.app.inject({
      method: 'POST',
      url: '/site/api/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(badBody.json()).toMatchObject({ status_code: 6008 });
  });

  it('recognises an API path however it is spelled in the URL', async () => {
    const encoded = await backend.app.inject({ method: 'POST', url: '/%73ite/api/v1/configuration/preInfo' });
    expect(encoded.json()).toMatchObject({ status_code: 6008 });
  });

  it('answers an unknown call on any base path as not found (6004)', async () => {
    for (const path of ['/site/api/v1/nope', '/act/api/v1/promotion/none', '/fd/api/v1/x', '/stream/api/v1/history/x']) {
      const answer = await backend.call(path);
      expect(answer.httpStatus).toBe(200);
      expect(answer.body).toEqual({ status_code: Code.NotFound, data: null, message: '接口不存在' });
    }
    // A POST-only call asked with GET does not exist either.
    const get = await backend.app.inject({ method: 'GET', url: PRE_INFO, headers: { timestamp: '1' } });
    expect(get.json()).toMatchObject({ status_code: Code.NotFound });
  });

  it('refuses a body that is not valid JSON, not JSON at all, too large or not an object (6007)', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['{"name":', { 'content-type': 'application/json' }, '请求内容不是有效的JSON'],
      ['name=demo01', { 'content-type': 'application/x-www-form-urlencoded' }, '不支持的请求内容类型，请使用application/json'],
      ['hello', { 'content-type': 'text/plain' }, '不支持的请求内容类型，请使用application/json'],
      [JSON.stringify({ pad: 'x'.repeat(1_100_000) }), { 'content-type': 'application/json' }, '请求内容过大'],
      ['[1,2]', { 'content-type': 'application/json' }, '请求内容必须是JSON对象'],
      ['"text"', { 'content-type': 'application/json' }, '请求内容必须是JSON对象'],
      ['null', { 'content-type': 'application/json' }, '请求内容必须是JSON对象'],
      ['{"__proto__":{"admin":true}}', { 'content-type': 'application/json' }, '请求内容不是有效的JSON'],
    ];
    for (const [payload, headers, message] of cases) {
      const answer = await backend.call('/site/api/v1/user/login', payload, headers);
      expect(answer.httpStatus).toBe(200);
      expect(answer.body).toEqual({ status_code: Code.InvalidParameter, data: null, message });
    }
  });

  it('reads an empty JSON body as an empty payload', async () => {
    const answer = await backend.call(PRE_INFO, '');
    expect(answer.body.status_code).toBe(Code.Success);
  });

  it('names the failing field in Chinese (6007)', async () => {
    const answer = await backend.call('/site/api/v1/user/login', { password: 'x', kaptchcate: 0 });
    expect(answer.body).toEqual({ status_code: Code.InvalidParameter, data: null, message: '用户名：不能为空' });
    const wrongType = await backend.call('/site/api/v1/user/login', { name: 'demo01', password: 42, kaptchcate: 0 });
    expect(wrongType.body.message).toBe('密码：类型不正确');
  });

  it('answers an unexpected failure as 6005 without internals, and logs it with the request id', async () => {
    const answer = await backend.call('/site/api/v1/test/boom', {}, { [Header.requestId]: 'req-boom-1' });
    expect(answer.httpStatus).toBe(200);
    expect(answer.body).toEqual({ status_code: Code.ServerError, data: null, message: '服务开小差了，请稍后再试' });
    expect(answer.response.body).not.toMatch(/SQLITE|secret|at \//);
    const logged = logLines.map((line) => JSON.parse(line) as { level: number; reqId: string; err?: { message: string } });
    const entry = logged.find((line) => line.reqId === 'req-boom-1');
    expect(entry?.level).toBe(50);
    expect(entry?.err?.message).toContain('SQLITE_CORRUPT');
  });

  it('passes an ApiError through as its own code, message and data', async () => {
    const answer = await backend.call('/site/api/v1/test/refused');
    expect(answer.body).toEqual({ status_code: Code.Maintenance, data: { until: '12:00' }, message: '系统维护中' });
  });

  it('echoes a sane request id and replaces an insane one', async () => {
    const sane = await backend.call(PRE_INFO, {}, { [Header.requestId]: 'abc-123' });
    expect(sane.response.headers[Header.requestId]).toBe('abc-123');
    const insane = await backend.call(PRE_INFO, {}, { [Header.requestId]: '<script>' + 'x'.repeat(300) });
    expect(insane.response.headers[Header.requestId]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('marks API answers as not cacheable', async () => {
    const answer = await backend.call(PRE_INFO);
    expect(answer.response.headers['cache-control']).toBe('no-store');
  });

  it('answers a malformed URL with an envelope, not an HTTP error', async () => {
    const response = await backend.app.inject({ method: 'POST', url: '/site/api/v1/%E0%A4%A', headers: { timestamp: '1' } });
    expect(response.statusCode).toBe(200);
    expect(envelopeSchema.parse(response.json())).toMatchObject({ status_code: Code.InvalidParameter, message: '请求地址格式不正确' });
  });

  it('answers a non-API path with a not-found envelope when the client is not served', async () => {
    const response = await backend.app.inject({ method: 'GET', url: '/mine/userinfo' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status_code: Code.NotFound });
  });
});
