import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useServices } from '@src/app/ServicesContext';
import { SITE_CONTENT_TTL_MS, useCachedData } from '@src/app/useCachedData';
import { type DepositChannel, type DepositOrder } from '@src/contract/deposit';
import { describeError } from '@src/i18n';
import { memberInfoRequested, selectMember } from '@src/session';
import { useAppDispatch, useAppSelector } from '@src/store/hooks';
import { Button, TextField, formatAmount, toasts } from '@src/ui';
import { Card } from '../ProfileRows';
import { ChannelPicker } from './ChannelPicker';
import { depositFormSchema, type DepositFormValues } from './depositForm';
import { estimateCredit, isZeroRate } from './depositMoney';
import { UsdtQuote } from './UsdtQuote';
import { useDepositRuleMessage, useDepositText } from './useDepositText';
import { useIdempotencyKey } from './useIdempotencyKey';
import { useTransferRate } from './useTransferRate';
import { waitScreenPath } from './waitScreenPath';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(300px, 2fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
  /* Side by side, not stacked: the cards' own spacing between neighbours does not apply. */
  && > section {
    margin-top: 0;
  }
`;

const Intro = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  button {
    min-width: 64px;
    min-height: 40px;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Estimate = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  strong {
    font-family: ${({ theme }) => theme.fonts.numeric};
    color: ${({ theme }) => theme.colors.accentText};
  }
  span {
    margin-left: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const RealName = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const EMPTY: DepositFormValues = { amount: '', realName: '' };

/**
 * /mine/savemoney (spec 2.2, 7.3): the member picks a channel (payment/types, rewards beside them), types an amount
 * (spec 5 rule and the channel's limits, checked as they type) and, on a first deposit without a bound real name,
 * gives it (bindFromDeposit). `pay` runs under an idempotency key kept until answered; the order's wait screen
 * follows.
 */
export function SaveMoneyPage() {
  const t = useDepositText();
  const { t: appT } = useTranslation();
  const ruleMessage = useDepositRuleMessage();
  const { api } = useServices();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const member = useAppSelector(selectMember);
  const types = useCachedData('paymentTypes', {}, SITE_CONTENT_TTL_MS, { fresh: true });
  const rewards = useCachedData('querySiteDepositRewardConfigList', {}, SITE_CONTENT_TTL_MS);
  const channels = types.status === 'ready' ? types.data.channels : null;
  // The first open channel is chosen until the member picks one.
  const [picked, setPicked] = useState<DepositChannel | null>(null);
  const channel = picked ?? channels?.find((candidate) => candidate.open) ?? null;
  const needsRealName = member !== null && !member.bindRealName;
  const schema = useMemo(() => depositFormSchema(channel, needsRealName, t), [channel, needsRealName, t]);
  const form = useForm<DepositFormValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    mode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;
  const amount = useWatch({ control: form.control, name: 'amount' });
  const amountValid = amount !== '' && !errors.amount && schema.shape.amount.safeParse(amount).success;
  const rate = useTransferRate(channel?.kind === 'virtual' ? channel.network : null);
  const idempotency = useIdempotencyKey();
  // A second tap while the first is on its way does nothing (the key would make it the same order anyway).
  const paying = useRef(false);

  // The limits change with the channel: the amount typed is checked again.
  useEffect(() => {
    if (form.getValues('amount') !== '') void form.trigger('amount');
  }, [schema, form]);

  const submit = form.handleSubmit(
    async (values) => {
      // Once an order is made the page is leaving for its wait screen: no second order meanwhile.
      if (!(await pay(values))) paying.current = false;
    },
    () => {
      paying.current = false;
    },
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (paying.current) return;
    paying.current = true;
    void submit(event);
  };

  async function pay({ amount: asked, realName }: DepositFormValues): Promise<boolean> {
    if (!channel) {
      toasts.error(t('chooseChannel'));
      return false;
    }
    if (channel.kind === 'virtual' && (rate.status !== 'ready' || rate.expired)) {
      toasts.error(t('quoteExpired'));
      rate.refresh();
      return false;
    }
    try {
      if (needsRealName) {
        await api.data('bindFromDeposit', { realName: realName.trim() });
        dispatch(memberInfoRequested());
      }
    } catch (error) {
      toasts.error(describeError(error, appT));
      return false;
    }
    const request = {
      channelId: channel.id,
      amount: asked.trim(),
      ...(channel.kind === 'virtual' && rate.quote ? { quoteId: rate.quote.quoteId } : {}),
    };
    let order: DepositOrder;
    try {
      order = await api.data('pay', { ...request, idempotencyKey: idempotency.keyFor(request) });
      idempotency.settled();
    } catch (error) {
      idempotency.settled(error);
      toasts.error(describeError(error, appT));
      return false;
    }
    void navigate(waitScreenPath(order), { state: { order } });
    return true;
  }

  return (
    <Layout>
      <Card aria-labelledby="deposit-channels-title">
        <h2 id="deposit-channels-title">{t('channels')}</h2>
        <Intro>{t('intro')}</Intro>
        {types.status === 'loading' ? <Muted role="status">{t('loading')}</Muted> : null}
        {types.status === 'failed' ? (
          <div role="alert">
            <Muted>{t('loadFailed')}</Muted>
            <Button type="button" variant="secondary" size="sm" onClick={types.retry}>
              {t('retry')}
            </Button>
          </div>
        ) : null}
        {channels && channels.length === 0 ? <Muted>{t('noChannels')}</Muted> : null}
        {channels ? (
          <ChannelPicker
            channels={channels}
            rewards={rewards.status === 'ready' ? rewards.data.rewards : []}
            selectedId={channel?.id ?? null}
            onSelect={setPicked}
          />
        ) : null}
      </Card>
      <Card aria-labelledby="deposit-title">
        <h2 id="deposit-title">{t('title')}</h2>
        <Form noValidate onSubmit={onSubmit}>
          {channel ? <Muted>{t('chosen', { name: channel.name })}</Muted> : null}
          <TextField
            label={t('amount')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            placeholder={
              channel
                ? t('amountPlaceholder', { min: formatAmount(channel.min), max: formatAmount(channel.max) })
                : ''
            }
            error={ruleMessage(errors.amount?.message)}
            {...form.register('amount')}
          />
          {channel && channel.quickAmounts.length > 0 ? (
            <Chips role="group" aria-label={t('quickAmounts')}>
              {channel.quickAmounts.map((quick) => (
                <Button
                  key={quick}
                  type="button"
                  size="sm"
                  variant={amount === quick ? 'primary' : 'secondary'}
                  aria-pressed={amount === quick}
                  onClick={() => form.setValue('amount', quick, { shouldValidate: true, shouldDirty: true })}
                >
                  {t('quickAmount', { amount: formatAmount(quick) })}
                </Button>
              ))}
            </Chips>
          ) : null}
          {channel && amountValid && !(isZeroRate(channel.feeRate) && isZeroRate(channel.bonusRate)) ? (
            <DepositEstimate amount={amount} channel={channel} />
          ) : null}
          {channel?.kind === 'virtual' ? (
            <UsdtQuote rate={rate} amount={amountValid ? amount : null} />
          ) : null}
          {needsRealName ? (
            <RealName>
              <h3>{t('realNameTitle')}</h3>
              <Muted>{t('realNameHint')}</Muted>
              <TextField
                label={t('realName')}
                placeholder={t('realNamePlaceholder')}
                autoComplete="name"
                maxLength={30}
                error={ruleMessage(errors.realName?.message)}
                {...form.register('realName')}
              />
            </RealName>
          ) : null}
          <Button type="submit" size="lg" disabled={isSubmitting || !channel}>
            {isSubmitting ? t('submitting') : t('submit')}
          </Button>
        </Form>
      </Card>
    </Layout>
  );
}

function DepositEstimate({ amount, channel }: { amount: string; channel: DepositChannel }) {
  const t = useDepositText();
  const { fee, bonus, credit } = estimateCredit(amount, channel);
  return (
    <Estimate>
      <strong>{t('estimate', { credit: formatAmount(credit) })}</strong>
      {isZeroRate(channel.feeRate) ? null : <span>{t('estimateFee', { fee: formatAmount(fee) })}</span>}
      {isZeroRate(channel.bonusRate) ? null : (
        <span>{t('estimateBonus', { bonus: formatAmount(bonus) })}</span>
      )}
    </Estimate>
  );
}
