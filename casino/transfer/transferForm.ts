import { z } from 'zod';
import { VenueMessage, transferAmountSchema } from '@src/contract/venue';
import { CENTER_WALLET, exceedsBalance, transferRoute, type WalletId } from './transferRules';

export interface TransferFormValues {
  from: WalletId;
  to: WalletId;
  amount: string;
}

/** The balance known for a wallet (the balance slice), or null when it is not known yet. */
export type BalanceOf = (wallet: WalletId) => string | null;

/** A wallet must be chosen (the venues arrive with the balances). */
export const CHOOSE_WALLET = '请选择钱包';
const walletSchema = z.string().min(1, CHOOSE_WALLET);

/**
 * The transfer form (spec 5 and issue 15): the contract's amount rule, then the refusals made before sending:
 * the same wallet twice, venue to venue, and more than the from-wallet holds as far as the page knows (the server
 * checks again). Messages are the contract's texts; the form shows them through the catalogue.
 */
export function transferFormSchema(balanceOf: BalanceOf) {
  return z
    .object({ from: walletSchema, to: walletSchema, amount: transferAmountSchema })
    .superRefine(({ from, to, amount }, context) => {
      const route = transferRoute(from, to);
      if (route.kind === 'refused') {
        context.addIssue({ code: 'custom', path: ['to'], message: VenueMessage[route.reason] });
        return;
      }
      if (exceedsBalance(amount, balanceOf(from))) {
        context.addIssue({
          code: 'custom',
          path: ['amount'],
          message: from === CENTER_WALLET ? VenueMessage.insufficientCenter : VenueMessage.insufficientVenue,
        });
      }
    });
}
