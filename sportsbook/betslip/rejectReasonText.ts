import { REJECT_REASONS, type RejectReason } from '@src/contract';
import type { BetSlipTranslate } from './betSlipText';

function isRejectReason(value: string): value is RejectReason {
  return (REJECT_REASONS as readonly string[]).includes(value);
}

/**
 * A refusal's reason as the slip keeps it: the server's text (placement and status answers come in the page's
 * language), or the reason code of a ticket push, shown from the slip's own catalogue.
 */
export function rejectReasonText(t: BetSlipTranslate, reason: string): string {
  return isRejectReason(reason) ? t(`rejectReason.${reason}`) : reason;
}
