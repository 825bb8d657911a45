import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useState } from 'react';
import { fenToMoney, moneyToFen } from '@src/contract';
import {
  CASH_OUT_QUOTE_TTL_MS,
  stakeForAmount,
  type CashOutOffer,
  type CashOutQuote,
  type CashOutResult,
} from '@src/contract/cashOut';
import { isApiCallError } from '@src/api';
import { useServices } from '@src/app/ServicesContext';
import { Button, Dialog, formatAmount, useCountdown } from '@src/ui';
import { useCashOutText } from './useCashOutText';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  h3 {
    margin: 0;
    font-size: 15px;
  }
  label {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  input[type='text'] {
    width: 10em;
    padding: 6px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    background: transparent;
    color: inherit;
    font-size: 16px;
  }
  input[type='range'] {
    width: 100%;
  }
`;

const Value = styled.p`
  margin: 0;
  font-size: 24px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

type QuoteLoad =
  | { kind: 'loading' }
  | { kind: 'ok'; quote: CashOutQuote; key: string }
  | { kind: 'failed'; message: string };

const MONEY = /^\d{1,13}(\.\d{1,2})?$/;
/** A typed amount in fen, or null when it is not a positive 2-decimal amount. */
function typedFen(text: string): bigint | null {
  const trimmed = text.trim();
  if (!MONEY.test(trimmed)) return null;
  const fen = moneyToFen(trimmed);
  return fen > 0n ? fen : null;
}

export interface CashOutDialogProps {
  ticketId: string;
  offer: CashOutOffer;
  onClose: () => void;
  /** Paid: the list and the balance are asked again. */
  onCashedOut: (result: CashOutResult) => void;
  /** The automatic rule changed. */
  onRuleChanged: (offer: CashOutOffer) => void;
}

/**
 * The confirm step: a quote for the open stake with its countdown (CASH_OUT_QUOTE_TTL_MS), a partial amount
 * (slider or typed), the confirm button, and the automatic rule. A refusal because the quote expired, was used
 * or a price moved fetches a new quote to confirm again (the help centre's 提前结算 text).
 */
export function CashOutDialog({ ticketId, offer, onClose, onCashedOut, onRuleChanged }: CashOutDialogProps) {
  const t = useCashOutText();
  const { api } = useServices();
  const ids = useId();
  const [load, setLoad] = useState<QuoteLoad>({ kind: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);
  const [partial, setPartial] = useState(false);
  const [amountText, setAmountText] = useState('');
  const [sending, setSending] = useState(false);
  const [target, setTarget] = useState(offer.autoTarget ?? '');
  const [ruleMessage, setRuleMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const { seconds, start } = useCountdown();

  const fetchQuote = useCallback(() => {
    setLoad({ kind: 'loading' });
    api.data('cashOutQuote', { ticket_id: ticketId }, { hooks: false }).then(
      (quote) => {
        // The idempotency key is made with the quote and kept: a retry after a lost answer cannot pay twice.
        setLoad({ kind: 'ok', quote, key: crypto.randomUUID() });
        start(CASH_OUT_QUOTE_TTL_MS / 1000);
      },
      (error: unknown) =>
        setLoad({ kind: 'failed', message: isApiCallError(error) ? error.message : t('failed') }),
    );
  }, [api, ticketId, start, t]);

  useEffect(fetchQuote, [fetchQuote]);

  const quote = load.kind === 'ok' ? load.quote : null;
  const valueFen = quote ? moneyToFen(quote.value) : 0n;
  const openFen = quote ? moneyToFen(quote.openStake) : 0n;
  const amountFen = partial ? typedFen(amountText) : valueFen;
  const amountOk = amountFen !== null && amountFen > 0n && amountFen <= valueFen;
  const stakeTaken = amountOk && amountFen < valueFen ? stakeForAmount(amountFen, openFen, valueFen) : null;
  const partialOk = !partial || stakeTaken !== null;
  const expired = quote !== null && seconds === 0;

  const confirm = (): void => {
    if (load.kind !== 'ok' || !amountOk || !partialOk || amountFen === null) return;
    setSending(true);
    setNotice(null);
    const body = {
      quoteId: load.quote.quoteId,
      idempotencyKey: load.key,
      ...(partial && amountFen < valueFen ? { amount: fenToMoney(amountFen) } : {}),
    };
    api.data('cashOutAccept', body, { hooks: false }).then(
      (result) => {
        setSending(false);
        onCashedOut(result);
      },
      (error: unknown) => {
        setSending(false);
        setNotice(isApiCallError(error) ? error.message : t('failed'));
        if (isApiCallError(error)) fetchQuote();
      },
    );
  };

  const saveRule = (value: string | null): void => {
    if (value !== null && typedFen(value) === null) {
      setRuleMessage({ ok: false, text: t('dialog.targetInvalid') });
      return;
    }
    const body = { ticket_id: ticketId, target: value === null ? null : fenToMoney(typedFen(value) ?? 0n) };
    api.data('cashOutRule', body, { hooks: false }).then(
      (answer) => {
        setRuleMessage({
          ok: true,
          text: answer.autoTarget
            ? t('dialog.autoSaved', { amount: formatAmount(answer.autoTarget) })
            : t('dialog.autoRemoved'),
        });
        if (answer.autoTarget === null) setTarget('');
        onRuleChanged(answer);
      },
      (error: unknown) =>
        setRuleMessage({ ok: false, text: isApiCallError(error) ? error.message : t('failed') }),
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('dialog.title')}
      closeLabel={t('dialog.close')}
    >
      <Section aria-labelledby={`${ids}-now`}>
        <h3 id={`${ids}-now`}>{t('dialog.value')}</h3>
        {load.kind === 'loading' && <Muted>{t('dialog.quoting')}</Muted>}
        {load.kind === 'failed' && <Problem role="alert">{load.message}</Problem>}
        {notice !== null && <Problem role="alert">{notice}</Problem>}
        {quote && (
          <>
            <Value data-testid="cash-out-quote">¥{formatAmount(quote.value)}</Value>
            <Muted aria-live="polite">
              {expired ? t('dialog.expired') : t('dialog.countdown', { seconds })}
            </Muted>
            <label>
              <input
                type="checkbox"
                checked={partial}
                onChange={(event) => {
                  setPartial(event.target.checked);
                  if (event.target.checked && amountText === '') setAmountText(fenToMoney(valueFen / 2n));
                }}
              />
              {t('dialog.partial')}
            </label>
            {partial && (
              <>
                <input
                  type="range"
                  aria-label={t('dialog.slider')}
                  min="1"
                  max={(valueFen - 1n).toString()}
                  step="1"
                  value={(typedFen(amountText) ?? 1n).toString()}
                  onChange={(event) => setAmountText(fenToMoney(BigInt(event.target.value)))}
                />
                <label>
                  {t('dialog.amount')}
                  <input
                    type="text"
                    inputMode="decimal"
                    value={amountText}
                    onChange={(event) => setAmountText(event.target.value)}
                    aria-invalid={!amountOk || !partialOk}
                  />
                </label>
                {stakeTaken !== null ? (
                  <Muted>
                    {t('dialog.keepOpen', { stake: formatAmount(fenToMoney(openFen - stakeTaken)) })}
                  </Muted>
                ) : (
                  <Problem>{t('dialog.amountInvalid')}</Problem>
                )}
              </>
            )}
            {expired ? (
              <Button type="button" variant="secondary" onClick={fetchQuote}>
                {t('dialog.refresh')}
              </Button>
            ) : (
              <Button
                type="button"
                variant="primary"
                disabled={sending || !amountOk || !partialOk}
                onClick={confirm}
              >
                {sending
                  ? t('dialog.confirming')
                  : t('dialog.confirm', { amount: formatAmount(fenToMoney(amountFen ?? 0n)) })}
              </Button>
            )}
          </>
        )}
      </Section>
      <Section aria-labelledby={`${ids}-auto`}>
        <h3 id={`${ids}-auto`}>{t('dialog.auto')}</h3>
        <Muted>{t('dialog.autoHint')}</Muted>
        <label>
          {t('dialog.target')}
          <input
            type="text"
            inputMode="decimal"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          />
        </label>
        <div>
          <Button type="button" variant="secondary" onClick={() => saveRule(target)}>
            {t('dialog.autoSave')}
          </Button>{' '}
          {offer.autoTarget !== null && (
            <Button type="button" variant="ghost" onClick={() => saveRule(null)}>
              {t('dialog.autoRemove')}
            </Button>
          )}
        </div>
        {ruleMessage &&
          (ruleMessage.ok ? (
            <Muted>{ruleMessage.text}</Muted>
          ) : (
            <Problem role="alert">{ruleMessage.text}</Problem>
          ))}
      </Section>
    </Dialog>
  );
}
