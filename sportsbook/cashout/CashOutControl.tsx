import styled from '@emotion/styled';
import { useState } from 'react';
import { balanceRefreshRequested } from '@streams';
import type { CashOutOffer, CashOutResult } from '@src/contract/cashOut';
import { useAppDispatch } from '@src/store/hooks';
import { formatAmount, toasts } from '@src/ui';
import { CashOutDialog } from './CashOutDialog';
import { useCashOutText } from './useCashOutText';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  margin-top: 4px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CashOutButton = styled.button`
  min-height: 32px;
  padding: 4px 12px;
  border: 0;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 13px;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

export interface CashOutControlProps {
  ticketId: string;
  offer: CashOutOffer | undefined;
  /** A cash-out was paid or a rule changed: the tickets and offers are asked again. */
  onChanged: () => void;
}

/**
 * One ticket's cash-out line in 我的注单 and the bet records: what was cashed out, the 提前结算 ¥x button with the
 * live value (useCashOutOffers), why there is none when the market is suspended, and the automatic rule set.
 */
export function CashOutControl({ ticketId, offer, onChanged }: CashOutControlProps) {
  const t = useCashOutText();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  if (!offer) return null;
  const cashedOut = offer.cashedOut !== '0.00';
  const open_ = offer.openStake !== '0.00';
  const reason = offer.unavailable;
  const shownReason =
    reason === 'market_suspended' || reason === 'lost_leg' || reason === 'not_available' ? reason : null;
  if (!cashedOut && offer.value === null && (shownReason === null || !open_)) return null;

  const paid = (result: CashOutResult): void => {
    setOpen(false);
    toasts.success(t('done', { amount: formatAmount(result.amount) }));
    dispatch(balanceRefreshRequested());
    onChanged();
  };

  return (
    <Row>
      {cashedOut && (
        <span>
          {open_
            ? t('cashedOutPart', {
                amount: formatAmount(offer.cashedOut),
                stake: formatAmount(offer.cashedOutStake),
              })
            : t('cashedOut', { amount: formatAmount(offer.cashedOut) })}
        </span>
      )}
      {cashedOut && open_ && <span>{t('openStake', { amount: formatAmount(offer.openStake) })}</span>}
      {offer.value !== null ? (
        <CashOutButton type="button" onClick={() => setOpen(true)}>
          {t('button', { amount: formatAmount(offer.value) })}
        </CashOutButton>
      ) : (
        open_ && shownReason !== null && <span>{t(`unavailable.${shownReason}`)}</span>
      )}
      {offer.autoTarget !== null && <span>{t('autoSet', { amount: formatAmount(offer.autoTarget) })}</span>}
      {open && (
        <CashOutDialog
          ticketId={ticketId}
          offer={offer}
          onClose={() => setOpen(false)}
          onCashedOut={paid}
          onRuleChanged={onChanged}
        />
      )}
    </Row>
  );
}
