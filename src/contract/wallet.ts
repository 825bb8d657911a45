import { z } from 'zod';
import { endpoint } from './endpoint';
import { moneySchema } from './money';

export { BALANCE_CATEGORY_TOTAL } from './balanceCategory';

export const venueBalanceSchema = z.object({ enName: z.string(), name: z.string(), balance: moneySchema });

export const allBalanceSchema = z.object({
  /** Total of the centre wallet and every venue. */
  balance: moneySchema,
  venues: z.array(venueBalanceSchema),
});
export type AllBalance = z.infer<typeof allBalanceSchema>;

export const walletBalanceSchema = z.object({ centerWalletBalance: moneySchema, lockMoney: moneySchema });
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

export const walletApi = {
  allBalance: endpoint(
    'POST',
    '/game/api/v1/venue/allBalance',
    z.object({ category: z.number().int().optional() }),
    allBalanceSchema,
    { auth: true },
  ),
  getBalance: endpoint('POST', '/fd/api/v1/transfer/getBalance', z.object({}).passthrough(), walletBalanceSchema, {
    auth: true,
  }),
};
