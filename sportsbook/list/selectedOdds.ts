import type { BetSlipSliceState } from '../betslip';

export type MaybeSlipState = { betSlip?: Pick<BetSlipSliceState, 'entries'> };

/** True when the bet slip holds this odds (the slice lives under `betSlip` once the store mounts it). */
export function selectIsOddsOnSlip(state: MaybeSlipState, oddsId: string | undefined): boolean {
  if (oddsId === undefined) return false;
  const entries = state.betSlip?.entries;
  if (entries === undefined) return false;
  for (const entry of entries) if (entry.oddsId === oddsId) return true;
  return false;
}

