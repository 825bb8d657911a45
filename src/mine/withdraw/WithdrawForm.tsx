import { useEffect, useId, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { InlineTextButton } from '@src/ui/InlineTextButton';
import { useTranslation } from 'react-i18next';
import { NetworkError, TimeoutError } from '@src/api/apiErrors';
import { useServices } from '@src/app/ServicesContext';
import {
  WITHDRAW_METHODS,
  cnyToUsdt,
  type WithdrawInfo,
  type WithdrawMethod,
  type WithdrawMethodConfig,
  type UsdtQuote,
  type WithdrawOrder,
} from '@src/contract/withdraw';
import { describeError } from '@src/i18n';
import { Button, ButtonLink, TextField, formatAmount, toasts } from '@src/ui';
import {
  WITHDRAWAL_PASSWORD_PAGE,
  WithdrawalPasswordDialog,
  withdrawalPasswordProblem,
} from '../withdrawalPassword';
import { useWithdrawText, type WithdrawTranslate } from './useWithdrawText';
import {
  allAmount,
  amountProblem,
  dailyLeft,
  feeOf,
  withdrawBlock,
  type AmountProblem,
  type WithdrawBlock,
} from './withdrawRules';

/** Where a member binds what each method pays to. */
const ADD_CARD_PAGE: Record<WithdrawMethod, string> = {
  bank: '/mine/addBankCard',
  usdt_trc20: '/mine/virtualCoinCard',
  usdt_erc20: '/mine/virtualCoinCard',
  alipay: '/mine/alipayManage',
};

const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  flex: none;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  cursor: pointer;
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  small {
    margin-left: ${({ theme }) => theme.space.xxs};
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 560px;
  padding-top: ${({ theme }) => theme.space.md};
`;

const Cards = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
`;

const CardOption = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  span {
    overflow-wrap: anywhere;
  }
  small {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Notice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

function blockText(t: WithdrawTranslate, block: NonNullable<WithdrawBlock>): string {
  switch (block.kind) {
    case 'password':
      return t('blocked.password');
    case 'turnover':
      return t('blocked.turnover', { amount: formatAmount(block.remaining) });
    case 'closed':
      return t('blocked.closed');
    case 'dailyCount':
      return t('blocked.dailyCount');
    case 'noCard':
      return t('blocked.noCard');
  }
}

function problemText(t: WithdrawTranslate, problem: NonNullable<AmountProblem>): string {
  switch (problem.key) {
    case 'belowMin':
      return t('errors.belowMin', { min: formatAmount(problem.min) });
    case 'aboveMax':
      return t('errors.aboveMax', { max: formatAmount(problem.max) });
    case 'aboveDaily':
      return t('errors.aboveDaily', { left: formatAmount(problem.left) });
    default:
      return t(`errors.${problem.key}`);
  }
}

export interface WithdrawFormProps {
  info: WithdrawInfo;
  methods: readonly WithdrawMethodConfig[];
  /** After an answer that changed the member's money or limits (an order made, or a refusal): load them again. */
  onChanged: (order: WithdrawOrder | null) => void;
}

/**
 * The withdrawal: method tabs, the member's cards for it (or a link to add one), the amount with All, the fee
 * and what arrives (big.js), then the withdrawal password in a dialog. The idempotency key is made for one
 * request body and kept until the server answers, so a retry after a lost answer never withdraws twice.
 */
export function WithdrawForm({ info, methods, onChanged }: WithdrawFormProps) {
  const t = useWithdrawText();
  const { t: shellT } = useTranslation();
  const { api } = useServices();
  const ids = useId();
  const [method, setMethod] = useState<WithdrawMethod>('bank');
  const [cardId, setCardId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const pendingKey = useRef<{ body: string; key: string } | null>(null);
  const [quote, setQuote] = useState<UsdtQuote | null>(null);

  const config = methods.find((m) => m.method === method);
  const methodInfo = info.methods.find((m) => m.method === method);
  const cards = methodInfo?.cards ?? [];

  const isUsdt = method === 'usdt_trc20' || method === 'usdt_erc20';
  const minimum = config?.min;
  useEffect(() => {
    if (!isUsdt || !minimum) return undefined;
    // The rate is quoted for a while; it is asked again when the quote runs out.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const ask = () => {
      api.data('usdtWithdrawInfo', { method, amount: minimum }).then(
        (answer) => {
          if (stopped) return;
          setQuote(answer);
          timer = setTimeout(ask, Math.max(1000, answer.expiresAt - Date.now()));
        },
        () => {
          if (!stopped) setQuote(null);
        },
      );
    };
    ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, isUsdt, method, minimum]);

  if (!config || !methodInfo) return null;
  const block = withdrawBlock(info, config, methodInfo);
  const problem = amountProblem(amount, info.balance, config, methodInfo);
  const figures = feeOf(amount, config);
  const card = cards.find((c) => c.id === cardId) ?? cards[0];

  const chooseMethod = (next: WithdrawMethod) => {
    setMethod(next);
    setTouched(false);
  };

  const submit = () => {
    setTouched(true);
    if (block || problem || !card) return;
    setConfirming(true);
  };

  const request = async (password: string) => {
    if (!card) return;
    const movement = { method, amount: amount.trim(), cardId: card.id };
    const body = JSON.stringify(movement);
    if (pendingKey.current?.body !== body) pendingKey.current = { body, key: crypto.randomUUID() };
    const { key } = pendingKey.current;
    try {
      const order = await api.data('withdrawNew', { ...movement, password, idempotencyKey: key });
      pendingKey.current = null;
      toasts.success(t('requested'));
      setAmount('');
      setTouched(false);
      onChanged(order);
    } catch (error) {
      // Answered: the next try is a new request. No answer: the same key, so the server runs it at most once.
      if (!(error instanceof NetworkError || error instanceof TimeoutError)) pendingKey.current = null;
      if (withdrawalPasswordProblem(error)) throw error;
      toasts.error(describeError(error, shellT));
      onChanged(null);
    }
  };

  return (
    <section aria-label={t('methodsLabel')}>
      <Tabs role="tablist" aria-label={t('methodsLabel')}>
        {WITHDRAW_METHODS.map((tabMethod, index) => {
          const tabConfig = methods.find((m) => m.method === tabMethod);
          return (
            <Tab
              key={tabMethod}
              type="button"
              role="tab"
              id={`${ids}-tab-${tabMethod}`}
              aria-selected={tabMethod === method}
              aria-controls={`${ids}-panel`}
              tabIndex={tabMethod === method ? 0 : -1}
              onClick={() => chooseMethod(tabMethod)}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
                const step = event.key === 'ArrowRight' ? 1 : -1;
                const next =
                  WITHDRAW_METHODS[(index + step + WITHDRAW_METHODS.length) % WITHDRAW_METHODS.length];
                if (!next) return;
                chooseMethod(next);
                document.getElementById(`${ids}-tab-${next}`)?.focus();
              }}
            >
              {t(`methods.${tabMethod}`)}
              {tabConfig?.enabled === false ? <small>{t('closed')}</small> : null}
            </Tab>
          );
        })}
      </Tabs>
      <Panel role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-tab-${method}`}>
        {block ? (
          <Notice role="status" id={`${ids}-block`}>
            {blockText(t, block)}
            {block.kind === 'password' ? (
              <ButtonLink to={WITHDRAWAL_PASSWORD_PAGE} size="sm">
                {t('setPassword')}
              </ButtonLink>
            ) : null}
          </Notice>
        ) : null}

        {cards.length === 0 ? (
          <Notice>
            {t('noCard', { kind: t(`cardKinds.${method}`) })}
            <ButtonLink to={ADD_CARD_PAGE[method]} size="sm" variant="secondary">
              {t('addCard', { kind: t(`cardKinds.${method}`) })}
            </ButtonLink>
          </Notice>
        ) : (
          <Cards>
            <legend>{t('card')}</legend>
            {cards.map((option) => (
              <CardOption key={option.id}>
                <input
                  type="radio"
                  name={`${ids}-card`}
                  value={option.id}
                  checked={option.id === card?.id}
                  onChange={() => setCardId(option.id)}
                />
                <span>
                  {option.name} {option.masked}
                </span>
                <small>{option.holder}</small>
              </CardOption>
            ))}
          </Cards>
        )}

        <TextField
          label={t('amount')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          placeholder={t('amountPlaceholder', {
            min: formatAmount(config.min),
            max: formatAmount(config.max),
          })}
          value={amount}
          onChange={(event) => setAmount(event.target.value.replace(/[^\d.]/g, ''))}
          onBlur={() => setTouched(amount !== '')}
          error={touched && problem ? problemText(t, problem) : undefined}
          trailing={
            <InlineTextButton
              type="button"
              onClick={() => setAmount(allAmount(info.balance, config, methodInfo))}
            >
              {t('all')}
            </InlineTextButton>
          }
        />
        <Muted>
          {t('limits', {
            count: methodInfo.usedCount,
            dailyCount: config.dailyCount,
            left: formatAmount(dailyLeft(config, methodInfo)),
          })}
        </Muted>

        <Figures aria-live="polite">
          <dt>{t('fee')}</dt>
          <dd data-testid="withdraw-fee">¥{formatAmount(figures?.fee ?? '0')}</dd>
          <dt>{t('received')}</dt>
          <dd data-testid="withdraw-received">
            ¥{formatAmount(figures?.received ?? '0')}
            {isUsdt && quote && figures ? (
              <Muted>
                {t('receivedUsdt', { usdt: cnyToUsdt(figures.received, quote.rate), rate: quote.rate })}
              </Muted>
            ) : null}
          </dd>
        </Figures>

        <Button
          type="button"
          onClick={submit}
          disabled={Boolean(block)}
          aria-describedby={block ? `${ids}-block` : undefined}
        >
          {t('submit')}
        </Button>
      </Panel>

      <WithdrawalPasswordDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirmTitle')}
        description={
          card && figures
            ? t('confirmDescription', {
                amount: formatAmount(amount.trim()),
                card: `${card.name} ${card.masked}`,
                received: formatAmount(figures.received),
              })
            : undefined
        }
        confirmLabel={t('confirmLabel')}
        onConfirm={request}
      />
    </section>
  );
}
