import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, formatAmount, toasts, useDialogs } from '@src/ui';
import { FigureTiles } from '@src/ui/FigureTiles';
import { Card, FormColumn, Intro, Muted } from './TransferPanel';
import { TransferAmountField } from './TransferAmountField';
import { TransferOutcomeNotice } from './TransferOutcomeNotice';
import { CENTER_WALLET } from './transferRules';
import { useTransferForm } from './useTransferForm';
import { describeTransferProblem, useTransferText } from './useTransferText';
import type { TransferOutcome } from './useVenueTransfer';
import { useWalletBalances } from './useWalletBalances';
import { WalletSelectors } from './WalletSelectors';

/**
 * /mine/transfermoney (issue 15): money between the centre wallet and a venue, either way. Same wallet and venue
 * to venue are refused before sending; the amount rule of spec 5 with the All button (the from-wallet's balance);
 * the answer: done (a toast, balances refreshed), pending (said, the money shows as locked), 6413 (a dialog with
 * the server's message) or any other refusal in its words. `?from=` and `?to=` choose the wallets.
 */
export function TransferMoneyPage() {
  const t = useTransferText();
  const dialogs = useDialogs();
  const [params] = useSearchParams();
  const { centerWallet, lockMoney, venues, balanceOf } = useWalletBalances();

  const onOutcome = (outcome: TransferOutcome) => {
    if (outcome.kind === 'posted') toasts.success(t('results.posted'));
    if (outcome.kind === 'activity') {
      void dialogs.tips({ title: t('activityTitle'), message: outcome.message, sureText: t('activitySure') });
    }
  };
  const { form, submit, outcome, refusal, pick, allAmount, clearOutcome } = useTransferForm({
    defaultValues: { from: params.get('from') ?? CENTER_WALLET, to: params.get('to') ?? '', amount: '' },
    balanceOf,
    onOutcome,
  });

  // The venues arrive with the balances: a wallet the address named that is not among them (or none) gives way to
  // the centre wallet and the first venue.
  const venueCodes = venues.map((venue) => venue.enName).join(',');
  useEffect(() => {
    if (!venueCodes) return;
    const known = new Set([CENTER_WALLET, ...venueCodes.split(',')]);
    const { from, to } = form.getValues();
    const nextFrom = known.has(from) ? from : CENTER_WALLET;
    const firstVenue = venueCodes.split(',')[0] ?? CENTER_WALLET;
    const nextTo = known.has(to) ? to : nextFrom === CENTER_WALLET ? firstVenue : CENTER_WALLET;
    if (nextFrom !== from) form.setValue('from', nextFrom);
    if (nextTo !== to) form.setValue('to', nextTo);
  }, [venueCodes, form]);

  const { errors, isSubmitting } = form.formState;
  return (
    <Card aria-labelledby="transfer-title">
      <h2 id="transfer-title">{t('pageTitle')}</h2>
      <Intro>{t('intro')}</Intro>
      <FigureTiles>
        <div>
          <dt>{t('centerWallet')}</dt>
          <dd data-testid="transfer-center-wallet">
            {centerWallet === null ? '--' : `¥${formatAmount(centerWallet)}`}
          </dd>
        </div>
        <div>
          <dt>{t('lockMoney')}</dt>
          <dd data-testid="transfer-lock-money">
            {lockMoney === null ? '--' : `¥${formatAmount(lockMoney)}`}
          </dd>
        </div>
      </FigureTiles>
      <FormColumn noValidate onSubmit={(event) => void submit(event)} aria-label={t('pageTitle')}>
        <WalletSelectors
          form={form}
          centerWallet={centerWallet}
          venues={venues}
          refusal={refusal}
          onChanged={clearOutcome}
        />
        <TransferAmountField
          {...form.register('amount', { onChange: clearOutcome })}
          error={describeTransferProblem(t, errors.amount?.message)}
          onPick={pick}
          allAmount={allAmount}
        />
        <Muted>{t('available', { amount: formatAmount(allAmount || '0') })}</Muted>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('submitting') : t('submit')}
        </Button>
        <TransferOutcomeNotice outcome={outcome} showActivity={false} />
      </FormColumn>
    </Card>
  );
}
