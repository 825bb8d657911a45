/** The live match simulator (issue 4 part 1): public face for the feed, settlement and load tests. */
export { Simulator, QUANTUM_MS, type SimListener, type MatchEndedHandler, type SimStats } from './simulator';
export { SimMatch } from './simMatch';
export type { SimOdds, SimMarket, MarketKind, MarketModel, MarketPlan } from './markets';
export { simConfigFromEnv, SIM_DEFAULTS, SIM_LIMITS, type SimConfig } from './config';
export { startSimDriver, type SimDriver, type SimDriverOptions } from './driver';
export { settleOdds, type MatchResult, type OddsOutcome, type VoidReason } from './matchResult';
export type { FinalScore } from './sports/engine';
export {
  TOP_LEAGUES,
  LEAGUE_EPL,
  LEAGUE_LA_LIGA,
  LEAGUE_SERIE_A,
  LEAGUE_BUNDESLIGA,
  LEAGUE_LIGUE_1,
  LEAGUE_CSL,
  type LeagueDef,
} from './leagues';
