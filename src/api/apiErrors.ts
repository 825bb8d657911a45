import { Code, Message } from '@src/contract';

/** Every failure the API client rejects with; `message` is Chinese and fit to show to a member. */
export abstract class ApiClientError extends Error {
  protected constructor(
    /** The registry name of the call, for example `memberInfo`. */
    readonly endpoint: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The server answered with a code other than success (spec 8.1); `data` is the envelope's data. */
export class ApiCallError extends ApiClientError {
  override readonly name: string = 'ApiCallError';
  constructor(
    endpoint: string,
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(endpoint, message);
  }
}

/** 6001 or HTTP 401: the session is over (spec 8.2). The client has already run the login-expired hooks. */
export class LoginExpiredError extends ApiCallError {
  override readonly name: string = 'LoginExpiredError';
  constructor(endpoint: string, message: string = Message.reLogin, data: unknown = null) {
    super(endpoint, Code.LoginExpired, message, data);
  }
}

/** The answer does not match the contract (an envelope or `data` that fails its schema). */
export class ContractError extends ApiClientError {
  override readonly name: string = 'ContractError';
  constructor(
    endpoint: string,
    /** What failed, for developers: the schema issues or what arrived instead of an envelope. */
    readonly detail: string,
  ) {
    super(endpoint, Message.serviceBusy);
  }
}

/** No answer: the server is unreachable or the connection broke. */
export class NetworkError extends ApiClientError {
  override readonly name: string = 'NetworkError';
  constructor(endpoint: string, cause?: unknown) {
    super(endpoint, Message.networkError, { cause });
  }
}

/** No answer within the timeout (spec 9: 30 s). */
export class TimeoutError extends ApiClientError {
  override readonly name: string = 'TimeoutError';
  constructor(endpoint: string) {
    super(endpoint, Message.timeout);
  }
}

export function isApiCallError(error: unknown, code?: number): error is ApiCallError {
  return error instanceof ApiCallError && (code === undefined || error.code === code);
}
