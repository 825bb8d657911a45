import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptchaPurpose, Code, Header, api } from '@src/contract';
import type { ServerOptions } from '../config';
import { md5Hex } from '../db/seed';
import { solveSlider } from '../testing/captchaSolver';
import { useFakeClock } from '../testing/fakeClock';
import { createTestBackend, type TestBackend } from '../testing/testBackend';

const FREQUENT = { status_code: Code.FrequentSubmission, data: null, message: '请勿频繁提交' };
const CAPTCHA_REQUIRED = { status_code: Code.AuthCodeError, data: null, message: '请先完成安全验证' };
const CODE_FIRST = { status_code: Code.AuthRequired, data: null, message: '请先获取验证码' };

interface LoginBody {
  name: string;
  password: string;
  kaptchcate?: number;
  codeId?: string;
  code?: string;
  sendCodeNum?: string;
}

/** A login from a client address, as a browser there would send it (X-Forwarded-For only when given). */
async function loginFrom(
  backend: TestBackend,
  remoteAddress: string,
  body: LoginBody,
  headers: Record<string, string> = {},
): Promise<{ status_code: number; data: unknown; message: string }> {
  const response = await backend.app.inject({
    method: 'POST',
    url: api.login.path,
    remoteAddress,
    headers: {
      [Header.timestamp]: String(Date.now()),
      [Header.uuid]: 'guessing-browser',
      'content-type': 'application/json',
      ...headers,
    },
    payload: { kaptchcate: 0, codeId: '', code: '', ...body },
  });
  return response.json();
}

const codesOf = (answers: { status_code: number }[]) => answers.map((answer) => answer.status_code);
const countOf = (codes: number[], code: number) => codes.filter((c) => c === code).length;

async function register(backend: TestBackend, name: string, password: string): Promise<void> {
  const answer = await backend.call(api.register.path, {
    name,
    password: md5Hex(password),
    secondPassword: md5Hex(password),
    kaptchcate: 0,
  });
  expect(answer.body.status_code).toBe(Code.Success);
}

describe('guessing passwords in parallel (issue 13 item 1)', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
    await register(backend, 'target01', 'right1234');
  });
  afterAll(() => backend.close());

  it('checks only 5 of 25 logins for one account that arrive together, so the right password among them gets no token', async () => {
    const guesses = Array.from({ length: 25 }, (_, i) => (i === 24 ? 'right1234' : `wrong${1000 + i}`));
    const answers = await Promise.all(
      guesses.map((guess) =>
        loginFrom(backend, '198.51.100.10', { name: 'target01', password: md5Hex(guess) }),
      ),
    );
    const codes = codesOf(answers);
    expect(countOf(codes, Code.InvalidCredentials)).toBe(5);
    expect(countOf(codes, Code.FrequentSubmission)).toBe(20);
    expect(countOf(codes, Code.Success)).toBe(0);
    expect(answers[24]).toEqual(FREQUENT);
  });
});

describe('spraying one password over many names from one address (issue 13 item 2)', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend.close());

  const spray = (
    address: string,
    count: number,
    headers: (i: number) => Record<string, string> = () => ({}),
  ) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        loginFrom(backend, address, { name: `sprayed${100 + i}`, password: md5Hex('demo1234') }, headers(i)),
      ),
    );

  it('checks 20 of 30 names tried together from one address and refuses the rest (6011), even a right password', async () => {
    const codes = codesOf(await spray('198.51.100.20', 30));
    expect(countOf(codes, Code.InvalidCredentials)).toBe(20);
    expect(countOf(codes, Code.FrequentSubmission)).toBe(10);

    expect(
      await loginFrom(backend, '198.51.100.20', { name: 'demo01', password: md5Hex('demo1234') }),
    ).toEqual(FREQUENT);
    const elsewhere = await loginFrom(backend, '198.51.100.21', {
      name: 'demo01',
      password: md5Hex('demo1234'),
    });
    expect(elsewhere.status_code).toBe(Code.Success);
  });

  it('does not let a sprayer move on by logging in to an account of its own', async () => {
    await register(backend, 'sprayer01', 'mine12345');
    expect(countOf(codesOf(await spray('198.51.100.22', 19)), Code.InvalidCredentials)).toBe(19);
    const own = await loginFrom(backend, '198.51.100.22', {
      name: 'sprayer01',
      password: md5Hex('mine12345'),
    });
    expect(own.status_code).toBe(Code.Success);
    expect(countOf(codesOf(await spray('198.51.100.22', 3)), Code.FrequentSubmission)).toBe(2);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot name a new address for each guess', async () => {
    const codes = codesOf(
      await spray('198.51.100.23', 30, (i) => ({ 'x-forwarded-for': `203.0.113.${i + 1}` })),
    );
    expect(countOf(codes, Code.InvalidCredentials)).toBe(20);
    expect(countOf(codes, Code.FrequentSubmission)).toBe(10);
  });
});

describe('client addresses behind TRUST_PROXY', () => {
  const PROXY = '10.0.0.2';
  const backends: TestBackend[] = [];
  afterAll(() => Promise.all(backends.map((backend) => backend.close())));
  const open = async (options: ServerOptions) => {
    const backend = await createTestBackend(options);
    backends.push(backend);
    return backend;
  };
  const sprayThrough = (backend: TestBackend, forwardedFor: (i: number) => string) =>
    Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        loginFrom(
          backend,
          PROXY,
          { name: `sprayed${200 + i}`, password: md5Hex('demo1234') },
          { 'x-forwarded-for': forwardedFor(i) },
        ),
      ),
    );

  it.each([
    ['one proxy (TRUST_PROXY=1)', { trustProxy: 1 }],
    ['the listed proxies (TRUST_PROXY=10.0.0.0/8)', { trustProxy: ['10.0.0.0/8'] }],
  ] as const)('counts each client the proxy names apart, behind %s', async (_case, options) => {
    const backend = await open(options);
    const codes = codesOf(await sprayThrough(backend, (i) => `203.0.113.${i + 1}`));
    expect(countOf(codes, Code.InvalidCredentials)).toBe(25);
  });

  it('takes the address the proxy wrote, not the ones a client wrote before it', async () => {
    const backend = await open({ trustProxy: 1 });
    const codes = codesOf(await sprayThrough(backend, (i) => `192.0.2.${i + 1}, 203.0.113.77`));
    expect(countOf(codes, Code.InvalidCredentials)).toBe(20);
    expect(countOf(codes, Code.FrequentSubmission)).toBe(5);
  });

  it('trusts no header from a peer that is not a listed proxy', async () => {
    const backend = await open({ trustProxy: ['10.0.0.0/8'] });
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        loginFrom(
          backend,
          '198.51.100.30',
          { name: `sprayed${300 + i}`, password: md5Hex('demo1234') },
          { 'x-forwarded-for': `203.0.113.${i + 1}` },
        ),
      ),
    );
    expect(countOf(codesOf(answers), Code.FrequentSubmission)).toBe(5);
  });
});

describe('the captcha before the password (issue 13 item 2, CAPTCHA_MODE on)', () => {
  let backend: TestBackend;
  const advance = useFakeClock();
  beforeAll(async () => {
    backend = await createTestBackend({ captchaMode: 'on' });
  });
  afterAll(() => backend.close());

  const RIGHT = md5Hex('demo1234');
  const WRONG = md5Hex('wrong1234');

  it('answers a kaptchcate 99 login without its proof alike for a right password, a wrong one and an unknown name', async () => {
    const answers = await Promise.all(
      [
        { name: 'demo01', password: RIGHT },
        { name: 'demo01', password: WRONG },
        { name: 'demo02', password: RIGHT },
        { name: 'nobody99', password: RIGHT },
      ].map((body) => loginFrom(backend, '198.51.100.40', { ...body, kaptchcate: 99 })),
    );
    for (const answer of answers) expect(answer).toEqual(CAPTCHA_REQUIRED);
  });

  it('answers a kaptchcate 99 login with a new-device code that was never sent alike for a right and a wrong password', async () => {
    const answers = await Promise.all(
      [RIGHT, WRONG].map((password) =>
        loginFrom(backend, '198.51.100.41', {
          name: 'demo02',
          password,
          kaptchcate: 99,
          sendCodeNum: '123456',
        }),
      ),
    );
    for (const answer of answers) expect(answer).toEqual(CODE_FIRST);
  });

  it('lets nobody who cannot solve the captcha lock an account: after 10 such logins the member signs in', async () => {
    for (let i = 0; i < 10; i += 1) {
      const body = { name: 'demo01', password: WRONG };
      expect((await loginFrom(backend, '198.51.100.42', { ...body, kaptchcate: 99 })).status_code).toBe(
        Code.AuthCodeError,
      );
      expect(
        (await loginFrom(backend, '198.51.100.42', { ...body, kaptchcate: 0, codeId: 'x', code: 'y' }))
          .status_code,
      ).toBe(Code.AuthCodeError);
    }
    const solved = await solveSlider(backend, CaptchaPurpose.login, advance);
    const answer = await loginFrom(backend, '198.51.100.43', { name: 'demo01', password: RIGHT, ...solved });
    expect(answer.status_code).toBe(Code.Success);
  });

  it('counts a wrong password that came with a solved captcha', async () => {
    for (let i = 0; i < 5; i += 1) {
      const solved = await solveSlider(backend, CaptchaPurpose.login, advance);
      const answer = await loginFrom(backend, '198.51.100.44', {
        name: 'demo01',
        password: WRONG,
        ...solved,
      });
      expect(answer.status_code).toBe(Code.InvalidCredentials);
    }
    const solved = await solveSlider(backend, CaptchaPurpose.login, advance);
    expect(await loginFrom(backend, '198.51.100.45', { name: 'demo01', password: RIGHT, ...solved })).toEqual(
      FREQUENT,
    );
  });
});
