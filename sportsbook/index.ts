/**
 * Public face of sportsbook/: the local sport page, the home page's live-matches widget, the sport texts,
 * the action a clicked price dispatches (the bet slip consumes it) and the odds formats.
 */
import './sportsbookFeature';

export * from './betslip';
export { SportPage } from './page/SportPage';
export { selectLiveMatchCount } from './page/useOpeningShowType';
export { LiveMatchesWidget } from './page/LiveMatchesWidget';
export { SportBetSlipDock } from './page/SportBetSlipDock';
export { registerSportResources, SPORT_NS } from './sportText';
export { oddsSelected, toOddsSelection, type OddsSelection } from './sportActions';
export { useOddsType, setOddsType, ODDS_TYPE_STORAGE_KEY } from './preferences/oddsTypePreference';
export * from './odds';
export * from './records';
export * from './cashout';
