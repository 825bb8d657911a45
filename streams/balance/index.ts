/** Public face of streams/balance: the balance slice and its refresh epic (React-free). */
import { balanceSlice } from './balanceSlice';

export * from './balanceSlice';
export { balanceEpic, type BalanceApi, type BalanceDependencies } from './balanceEpic';

export const balanceReducers = { balance: balanceSlice.reducer };
