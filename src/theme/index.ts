export {
  classicTheme,
  professionalTheme,
  createTheme,
  themeFor,
  CJK_FONT_STACK,
  EDITIONS,
  type AppTheme,
  type Edition,
} from './theme';
export { GlobalStyles } from './GlobalStyles';
export { pageCspNonce, styleCacheFor } from './cspStyles';
export { effectiveEdition, otherEdition } from './edition';
export {
  editionSlice,
  editionChosen,
  editionToggled,
  initialEditionState,
  selectChosenEdition,
  type EditionState,
  type EditionRootState,
} from './editionSlice';
export { persistEditionEpic } from './editionEpic';
export { rootFontSize, watchRootFontSize, ROOT_FONT_BASE_WIDTH, ROOT_FONT_BOOST_BELOW } from './rootFontSize';
export { LIVE_RAIL, liveRailBlockHeight, liveRailBodyHeight, type LiveRailLayout } from './liveRail';
