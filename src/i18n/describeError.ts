import type { TFunction } from 'i18next';
import { ApiCallError, ContractError, NetworkError, TimeoutError } from '@src/api';

/** What to tell the member about a failed call: the server's own message, or ours for transport faults. */
export function describeError(error: unknown, t: TFunction): string {
  if (error instanceof NetworkError) return t('errors.network');
  if (error instanceof TimeoutError) return t('errors.timeout');
  if (error instanceof ContractError) return t('errors.serviceBusy');
  if (error instanceof ApiCallError && error.message) return error.message;
  return t('errors.serviceBusy');
}
