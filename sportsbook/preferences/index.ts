export { useOddsType, setOddsType, ODDS_TYPE_STORAGE_KEY } from './oddsTypePreference';
