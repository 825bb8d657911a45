import { useEffect, useRef } from 'react';
import { toasts } from '@src/ui/toasts';
import type { BetSlipSliceState } from './betSlipSlice';
import { rejectReasonText } from './rejectReasonText';
import { useBetSlipText } from './useBetSlipText';

/** Each ticket of the slip and its receipt: id, whether it is held (确认中) or refused, and why. */
function ticketsOf(slip: Pick<BetSlipSliceState, 'entries' | 'receipt'>): { id: string; held: boolean; refusedFor: string | null }[] {
  const fromEntries = slip.entries
    .filter((entry) => entry.bettingData.ticket_id !== '')
    .map(({ bettingData }) => ({
      id: bettingData.ticket_id,
      held: bettingData.active === 'delay',
      refusedFor: bettingData.active === 'rejected' ? (bettingData.reason ?? '') : null,
    }));
  const fromReceipt = (slip.receipt ?? []).map((ticket) => ({
    id: ticket.ticket_id,
    held: ticket.status === 'pending',
    refusedFor: ticket.status === 'rejected' ? (ticket.reasonText ?? '') : null,
  }));
  return [...fromEntries, ...fromReceipt];
}

/**
 * A toast when a ticket is refused after its hold: the player may be looking at the board, not the slip, when
 * an in-play bet held 确认中 is turned down. Once per ticket; a refusal at once is shown beside its stake instead.
 */
export function useRefusalToasts(slip: Pick<BetSlipSliceState, 'entries' | 'receipt'>): void {
  const t = useBetSlipText();
  const held = useRef(new Set<string>());
  useEffect(() => {
    for (const ticket of ticketsOf(slip)) {
      if (ticket.held) held.current.add(ticket.id);
      else if (ticket.refusedFor !== null && held.current.delete(ticket.id)) {
        toasts.error(ticket.refusedFor === '' ? t('toast.refusedNoReason') : t('toast.refused', { reason: rejectReasonText(t, ticket.refusedFor) }));
      }
    }
  }, [slip, t]);
}
