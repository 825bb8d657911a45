import { z } from 'zod';
import { realNameSchema } from '@src/contract';
import { depositAmountSchema, type DepositChannel } from '@src/contract/deposit';
import { formatAmount } from '@src/ui';
import { limitBreach } from './depositMoney';
import type { DepositTranslate } from './useDepositText';

export interface DepositFormValues {
  amount: string;
  realName: string;
}

/**
 * The deposit form as the member types: the spec 5 amount rule (the contract's), then the chosen channel's
 * limits; the real name (spec 5 rule) only when none is bound yet (bindFromDeposit).
 */
export function depositFormSchema(channel: DepositChannel | null, needsRealName: boolean, t: DepositTranslate) {
  return z.object({
    amount: depositAmountSchema.superRefine((amount, context) => {
      if (!channel) return;
      const breach = limitBreach(amount, channel);
      if (breach === 'belowMin') context.addIssue({ code: 'custom', message: t('rules.belowMin', { min: formatAmount(channel.min) }) });
      if (breach === 'aboveMax') context.addIssue({ code: 'custom', message: t('rules.aboveMax', { max: formatAmount(channel.max) }) });
    }),
    realName: needsRealName ? realNameSchema : z.string(),
  });
}
