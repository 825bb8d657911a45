/** Public face of sportsbook/odds: odds formats (spec 3) and their maths with big.js (DESIGN.md section 5). */
export {
  ODDS_TYPES,
  PARLAY_ODDS_TYPE,
  combinedOddsType,
  isOddsType,
  oddsTypeFor,
  type OddsType,
} from './oddsType';
export { CONVERSION_DP, InvalidOddsError, fromOddsType, toOddsType } from './oddsConversion';
export { DISPLAY_DP, formatOdds } from './oddsFormat';
