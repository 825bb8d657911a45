/** Public face of sportsbook/betslip: the slip's rules and slice (spec 4, 5) and its stake maths. */
export type { BetSelection, BetSlipEntry, BettingActive } from './betSlipEntry';
export { entryKey } from './betSlipEntry';
export {
  BET_SLIP_MAX_SELECTIONS,
  EMPTY_BET_SLIP,
  type BetSlipError,
  type BetSlipState,
  type RuleResult,
} from './betSlipRules';
export * from './betSlipSlice';
export { BET_SLIP_STORAGE_KEY, persistBetSlip, restoreBetSlip, type SlipStorage } from './betSlipStorage';
export { clampStake, parlayOdds, systemStake, winAmount, winRatioAmount } from './stakeMaths';
export { BETSLIP_NS, BetSlipMessage, registerBetSlipResources, type BetSlipErrorCode } from './betSlipText';
export { applyPlacementAnswer, bettingActiveOf, planPlacement, type PlacementInput, type PlacementPlan } from './placementRequest';
export {
  betSlipEpic,
  betSlipRestoreEpic,
  placementRequested,
  TICKET_POLL_MS,
  type BetSlipDependencies,
  type BetSlipRootState,
} from './betSlipEpic';
export { ticketBalanceEpic } from './ticketBalanceEpic';
export { createBetSlipDependencies, type BetSlipWiring } from './betSlipDependencies';
export { BetSlipPanel, type BetSlipPanelProps } from './BetSlipPanel';
export { useBetSlipText } from './useBetSlipText';
export { BetSlipDock, type BetSlipDockProps } from './BetSlipDock';
