/** The typed HTTP client over the contract's `api` registry (spec 7, 8.2). */
export {
  createApiClient,
  systemClock,
  type ApiClient,
  type ApiClientOptions,
  type ApiHooks,
  type ApiNotice,
  type ApiResult,
  type CallOptions,
  type CaptchaChallenge,
  type Clock,
  type EndpointRegistry,
  type LoginExpiredEvent,
} from './apiClient';
export {
  ApiCallError,
  ApiClientError,
  ContractError,
  isApiCallError,
  LoginExpiredError,
  NetworkError,
  TimeoutError,
} from './apiErrors';
export { createBalanceApi } from './balanceApi';
export { fromCall } from './fromCall';
