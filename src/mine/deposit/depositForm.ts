import { z } from 'zod';
import { realNameSchema } from '@src/contract';
import { DepositMessage, depositAmountSchema, type DepositChannel } from '@src/contract/deposit';
import { formatAmount } from '@src/ui';
import { limitBreach } from './depositMoney';
import type { DepositTranslate } from './useDepositText';

const SAID = new Set<string>([
  DepositMessage.amountRequired,
  DepositMessage.amountFormat,
  DepositMessage.amountPositive,
]);

export interface DepositFormValues {
  amount: string;
  realName: string;
}

/**
 * The deposit form as the member types: the spec 5 amount rule (the contract's), then the chosen channel's
 * limits; the real name (spec 5 rule) only when none is bound yet (bindFromDeposit).
 */
export function depositFormSchema(
  channel: DepositChannel | null,
  needsRealName: boolean,
  t: DepositTranslate,
) {
  return z.object({
    amount: z.string().superRefine((typed, context) => {
      const checked = depositAmountSchema.safeParse(typed);
      if (!checked.success) {
        // The contract's own message, or the spec 5 rule's for a malformed amount (the wire format's wording).
        const message = checked.error.issues[0]?.message ?? DepositMessage.amountFormat;
        context.addIssue({
          code: 'custom',
          message: SAID.has(message) ? message : DepositMessage.amountFormat,
        });
        return;
      }
      if (!channel) return;
      const amount = checked.data;
      const breach = limitBreach(amount, channel);
      if (breach === 'belowMin')
        context.addIssue({
          code: 'custom',
          message: t('rules.belowMin', { min: formatAmount(channel.min) }),
        });
      if (breach === 'aboveMax')
        context.addIssue({
          code: 'custom',
          message: t('rules.aboveMax', { max: formatAmount(channel.max) }),
        });
    }),
    realName: needsRealName ? realNameSchema : z.string(),
  });
}
