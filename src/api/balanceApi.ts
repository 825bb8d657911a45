import { BALANCE_CATEGORY_TOTAL, type Api } from '@src/contract';
import type { BalanceApi } from '@streams';
import type { ApiClient } from './apiClient';

/** The balance calls streams/balance needs, over the API client (spec 7.3, 7.4). */
export function createBalanceApi(client: ApiClient<Api>): BalanceApi {
  return {
    allBalance: () => client.data('allBalance', { category: BALANCE_CATEGORY_TOTAL }),
    walletBalance: () => client.data('getBalance', {}),
  };
}
