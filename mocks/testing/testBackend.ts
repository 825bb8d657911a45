import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Code, Header, envelopeSchema, type Envelope } from '@src/contract';
import type { ServerOptions } from '../config';
import { DEMO_MEMBERS } from '../db/demoData';
import { md5Hex } from '../db/seed';
import { createApp, type BackendApp, type SportsbookSource } from '../server';

export interface Answer<T = unknown> {
  /** HTTP status; envelope answers are always 200. */
  httpStatus: number;
  body: Envelope<T>;
  response: LightMyRequestResponse;
}

export interface TestBackend extends BackendApp {
  /** POSTs a JSON body to a contract path with the headers the client sends (spec 7). */
  call<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer<T>>;
  /** Logs in and returns the token. */
  login(username: string, password: string, headers?: Record<string, string>): Promise<string>;
  loginDemo(which?: keyof typeof DEMO_MEMBERS): Promise<string>;
}

/**
 * The backend in-process over a private in-memory database, silent, without the client (for app.inject).
 * Captchas are off unless a test asks for `captchaMode: 'on'` (the captcha tests do). With a `sportsbook` price
 * source it has the bet calls too (createBetBackend in betTestKit.ts).
 */
export async function createTestBackend(options: ServerOptions = {}, sportsbook?: SportsbookSource): Promise<TestBackend> {
  const defaults: ServerOptions = { dataDir: ':memory:', logLevel: 'silent', serveClient: false, captchaMode: 'off' };
  const backend = await createApp({ ...defaults, ...options }, sportsbook);

  const call = contractCaller(backend.app);

  const login = async (username: string, password: string, headers: Record<string, string> = {}): Promise<string> => {
    const answer = await call<{ token: string }>(
      '/site/api/v1/user/login',
      { name: username, password: md5Hex(password), kaptchcate: 0 },
      headers,
    );
    if (answer.body.status_code !== Code.Success) throw new Error(`login failed: ${answer.body.message}`);
    return answer.body.data.token;
  };

  return {
    ...backend,
    call,
    login,
    loginDemo: (which = 'plain') => login(DEMO_MEMBERS[which].username, DEMO_MEMBERS[which].password),
  };
}

/** POSTs JSON bodies to an app's contract paths with the headers the client sends (spec 7), answering envelopes. */
export function contractCaller(app: FastifyInstance): TestBackend['call'] {
  return async <T>(path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<Answer<T>> => {
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: {
        [Header.timestamp]: String(Date.now()),
        [Header.clientType]: 'web',
        [Header.uuid]: 'test-device',
        'content-type': 'application/json',
        ...headers,
      },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { httpStatus: response.statusCode, body: envelopeSchema.parse(response.json()) as Envelope<T>, response };
  };
}
