import type { z } from 'zod';
import {
  API_VERSION,
  CLIENT_TYPE,
  Code,
  DEFAULT_SITE_ID,
  Header,
  HTTP_TIMEOUT_MS,
  Message,
  type Api,
  type Endpoint,
  type RequestOf,
  type ResponseOf,
} from '@src/contract';
import type * as ContractSchemasModule from '@src/contract/schemas';
import { ApiCallError, ContractError, LoginExpiredError, NetworkError, TimeoutError } from './apiErrors';
import { createRequestCache, stableJson } from './requestCache';

export type EndpointRegistry = Record<string, Endpoint<z.ZodType, z.ZodType>>;

/**
 * The contract's schemas (zod and every call's request and answer) load with the first call, not with the
 * app's entry chunk: the shell paints before any answer needs checking.
 */
type ContractSchemas = typeof ContractSchemasModule;
let contractSchemas: Promise<ContractSchemas> | undefined;
/** Set once loaded: calls made after that check their answers without waiting on anything. */
let loadedSchemas: ContractSchemas | null = null;
const loadContractSchemas = () =>
  (contractSchemas ??= import('@src/contract/schemas').then((schemas) => (loadedSchemas = schemas)));

/** 6021 graphic verification and 6022 rapid verification come back as values (spec 8.2). */
export interface CaptchaChallenge {
  kind: 'captcha';
  code: typeof Code.GraphicCaptcha | typeof Code.RapidVerification;
  data: unknown;
  message: string;
}

export type ApiResult<T> = { kind: 'ok'; data: T } | CaptchaChallenge;

export interface LoginExpiredEvent {
  endpoint: string;
  /** Whether the request carried a token; without one the visitor was never logged in. */
  hadToken: boolean;
  message: string;
}

export type ApiNotice = { kind: 'loginExpired'; message: string };

/** What the app does around a call; all optional, so tests and Node clients can leave them out. */
export interface ApiHooks {
  /** Show a message to the member (the app uses a toast). */
  notify(notice: ApiNotice): void;
  /** 6001 / HTTP 401: clear the session, go home and open the login dialog (spec 8.2). */
  onLoginExpired(event: LoginExpiredEvent): void;
  /** 6449: a dialog with the server message and a way to complete the real name (spec 8.2). */
  onBindRealName(message: string): void;
}

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface ApiClientOptions<R extends EndpointRegistry = Api> {
  /** Origin of the backend, '' for the page's own. */
  baseUrl?: string;
  /** The calls; the contract's `api` unless a test brings its own. */
  registry?: R;
  fetch?: typeof globalThis.fetch;
  clock?: Clock;
  /** The member's token, read at every call; null for a visitor. */
  getToken: () => string | null;
  /** The `uuid` header (spec 7.6). */
  deviceId: () => string | Promise<string>;
  /** The page's language, read at every call and sent as `Accept-Language`: the server answers its text in it. */
  language?: () => string;
  siteId?: string;
  newRequestId?: () => string;
  timeoutMs?: number;
  hooks?: Partial<ApiHooks>;
  /**
   * Nothing of the contract's calls starts before this settles: neither their schemas' code, nor the device id,
   * nor a request (the browser's app passes its first page being shown, src/app/firstPage.ts). Calls made meanwhile
   * wait. Not with `registry`, which needs no loading.
   */
  until?: Promise<void>;
}

export interface CallOptions {
  /** Cancels the call; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /**
   * false: do not run the hooks (no toast, no login dialog), only reject. For calls whose failure means
   * nothing to the member, such as logout with a token the server already revoked.
   */
  hooks?: boolean;
}

export interface ApiClient<R extends EndpointRegistry = Api> {
  /** One call; resolves with the data or a captcha challenge, rejects with an ApiClientError. */
  call<N extends keyof R & string>(
    name: N,
    body: RequestOf<R[N]>,
    options?: CallOptions,
  ): Promise<ApiResult<ResponseOf<R[N]>>>;
  /** One call for its data; a captcha challenge, which the caller does not handle, rejects as ApiCallError. */
  data<N extends keyof R & string>(
    name: N,
    body: RequestOf<R[N]>,
    options?: CallOptions,
  ): Promise<ResponseOf<R[N]>>;
  /** `data`, shared with every caller of the same path and payload for `ttlMs` (and while in flight). */
  cached<N extends keyof R & string>(
    name: N,
    body: RequestOf<R[N]>,
    options: { ttlMs: number },
  ): Promise<ResponseOf<R[N]>>;
  /** Forgets cached results (logout and login expiry clear cached data, spec 4). */
  clearCache(): void;
}

interface RawAnswer {
  status: number;
  ok: boolean;
  text: string;
}

export function createApiClient<R extends EndpointRegistry = Api>(
  options: ApiClientOptions<R>,
): ApiClient<R> {
  // Loading starts now (or once `until` settles), so that it is usually done before the first call.
  let loadedRegistry: R | null = options.registry ?? null;
  const registry: Promise<R> = options.registry
    ? Promise.resolve(options.registry)
    : (options.until ?? Promise.resolve())
        .then(() => loadContractSchemas())
        .then((schemas) => (loadedRegistry = schemas.api as unknown as R));
  // Checked when needed; an unhandled rejection here would only repeat the first call's failure.
  registry.catch(() => undefined);
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const clock = options.clock ?? systemClock;
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const siteId = options.siteId ?? DEFAULT_SITE_ID;
  const newRequestId = options.newRequestId ?? (() => crypto.randomUUID());
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const hooks = options.hooks ?? {};
  const cache = createRequestCache(() => clock.now());

  function endpointIn(endpoints: R, name: string): Endpoint<z.ZodType, z.ZodType> {
    const endpoint = endpoints[name];
    if (!endpoint) throw new Error(`unknown API call: ${name}`);
    return endpoint;
  }

  async function endpointOf(name: string): Promise<Endpoint<z.ZodType, z.ZodType>> {
    if (loadedRegistry) return endpointIn(loadedRegistry, name);
    try {
      return endpointIn(await registry, name);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('unknown API call')) throw error;
      // The schemas' chunk could not be fetched: to the caller that is the network failing.
      throw new NetworkError(name, error);
    }
  }

  async function envelopeSchemaOf(name: string): Promise<ContractSchemas['envelopeSchema']> {
    if (loadedSchemas) return loadedSchemas.envelopeSchema;
    try {
      return (await loadContractSchemas()).envelopeSchema;
    } catch (error) {
      throw new NetworkError(name, error);
    }
  }

  async function send(
    name: string,
    endpoint: Endpoint<z.ZodType, z.ZodType>,
    body: unknown,
    token: string | null,
    signal: AbortSignal | undefined,
  ): Promise<RawAnswer> {
    const headers: Record<string, string> = {
      [Header.version]: API_VERSION,
      [Header.uuid]: await options.deviceId(),
      [Header.clientType]: CLIENT_TYPE,
      [Header.requestId]: newRequestId(),
      [Header.siteId]: siteId,
      [Header.timestamp]: String(clock.now()),
      accept: 'application/json',
    };
    if (token) headers[Header.token] = token;
    const language = options.language?.();
    if (language) headers[Header.language] = language;

    let url = baseUrl + endpoint.path;
    let payload: string | undefined;
    if (endpoint.method === 'GET') {
      const query = toQuery(body);
      if (query) url += `?${query}`;
    } else {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body ?? {});
    }

    signal?.throwIfAborted();
    const controller = new AbortController();
    let timedOut = false;
    const timer = clock.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = (): void => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forwardAbort, { once: true });
    try {
      const response = await fetchImpl(url, {
        method: endpoint.method,
        headers,
        body: payload,
        signal: controller.signal,
      });
      // The body is read inside the timeout too: a server that stalls mid-answer times out.
      const text = await response.text();
      return { status: response.status, ok: response.ok, text };
    } catch (error) {
      if (timedOut) throw new TimeoutError(name);
      if (signal?.aborted) throw signal.reason;
      throw new NetworkError(name, error);
    } finally {
      clock.clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  function loginExpired(
    name: string,
    token: string | null,
    message: string,
    data: unknown,
    runHooks: boolean,
  ): never {
    // Only the request made with the current token may end the session: answers to requests sent before
    // a logout, or before a new login, must not log out (again) or log out the new session.
    if (runHooks && token === (options.getToken() || null)) {
      cache.clear();
      if (token) hooks.notify?.({ kind: 'loginExpired', message: Message.reLogin });
      hooks.onLoginExpired?.({ endpoint: name, hadToken: token !== null, message });
    }
    throw new LoginExpiredError(name, message, data);
  }

  async function call<N extends keyof R & string>(
    name: N,
    body: RequestOf<R[N]>,
    callOptions: CallOptions = {},
  ): Promise<ApiResult<ResponseOf<R[N]>>> {
    // Once the schemas are here (the usual case), no await before the request: as if they were bundled.
    const endpoint = loadedRegistry ? endpointIn(loadedRegistry, name) : await endpointOf(name);
    const envelopeSchema = loadedSchemas ? loadedSchemas.envelopeSchema : await envelopeSchemaOf(name);
    const runHooks = callOptions.hooks !== false;
    const token = options.getToken() || null;
    const answer = await send(name, endpoint, body, token, callOptions.signal);

    const json = parseJson(answer.text);
    const envelope = envelopeSchema.safeParse(json);
    if (answer.status === 401) {
      loginExpired(name, token, envelope.success ? envelope.data.message : Message.reLogin, null, runHooks);
    }
    if (!envelope.success) {
      if (!answer.ok) {
        // A proxy or gateway answered instead of the API (no envelope): the service is unavailable.
        throw new ApiCallError(name, Code.ServerError, Message.serviceBusy, { httpStatus: answer.status });
      }
      throw new ContractError(name, `not an envelope (HTTP ${answer.status}): ${answer.text.slice(0, 200)}`);
    }

    const { status_code: code, data, message } = envelope.data;
    switch (code) {
      case Code.Success: {
        const parsed = endpoint.response.safeParse(data);
        if (!parsed.success) throw new ContractError(name, summarizeIssues(parsed.error));
        return { kind: 'ok', data: parsed.data as ResponseOf<R[N]> };
      }
      case Code.LoginExpired:
        return loginExpired(name, token, message || Message.reLogin, data, runHooks);
      case Code.GraphicCaptcha:
      case Code.RapidVerification:
        return { kind: 'captcha', code, data, message };
      case Code.BindRealName:
        if (runHooks) hooks.onBindRealName?.(message);
        throw new ApiCallError(name, code, message, data);
      default:
        throw new ApiCallError(name, code, message, data);
    }
  }

  async function data<N extends keyof R & string>(
    name: N,
    body: RequestOf<R[N]>,
    callOptions?: CallOptions,
  ): Promise<ResponseOf<R[N]>> {
    const result = await call(name, body, callOptions);
    if (result.kind === 'captcha') throw new ApiCallError(name, result.code, result.message, result.data);
    return result.data;
  }

  return {
    call,
    data,
    cached(name, body, { ttlMs }) {
      const cachedCall = (endpoint: Endpoint<z.ZodType, z.ZodType>) =>
        cache.get(`${endpoint.path}?${stableJson(body)}`, ttlMs, () => data(name, body));
      return loadedRegistry
        ? cachedCall(endpointIn(loadedRegistry, name))
        : endpointOf(name).then(cachedCall);
    },
    clearCache: () => cache.clear(),
  };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toQuery(body: unknown): string {
  if (body === null || typeof body !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    params.append(
      key,
      typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean),
    );
  }
  return params.toString();
}

function summarizeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join('.') || '(data)'}: ${issue.message}`)
    .join('; ');
}
