import { memo, useCallback, useMemo, useRef } from 'react';
import type { OddsStatus } from '@src/contract';
import { useAppDispatch, useAppSelector, useAppStore } from '@src/store/hooks';
import {
  selectLeagueById,
  selectLiveById,
  selectMatchById,
  selectOddsById,
  selectOddsDisplayStatus,
  type FeedRootState,
  type MatchEntity,
  type OddsEntity,
} from '@streams';
import { oddsTypeFor } from '../odds';
import { useOddsType } from '../preferences/oddsTypePreference';
import { oddsSelected, toOddsSelection } from '../sportActions';
import { useSportText } from '../sportText';
import { FLASH_MS } from '../sportStyles';
import { priceNamer } from './priceName';
import { priceText } from './priceText';
import { gridCellProps } from './priceGridFocus';
import { selectIsOddsOnSlip, type MaybeSlipState } from './selectedOdds';
import { usePriceFlash } from './usePriceFlash';

// One element for every locked cell (no emoji: CJK fonts on Linux often lack it).
const LOCK_ICON = (
  <svg className="sp-lock" width="10" height="12" viewBox="0 0 10 12" aria-hidden="true" focusable="false">
    <path d="M2.5 5V3.5a2.5 2.5 0 0 1 5 0V5" fill="none" stroke="currentColor" strokeWidth="1.4" />
    <rect x="0.5" y="5" width="9" height="6.5" rx="1.2" fill="currentColor" />
  </svg>
);

export { FLASH_MS };

export interface OddsCellProps {
  oddsId: string | undefined;
  /** What the price is for, shown left of it ("主", "-0/0.5", "大 2.5"). */
  label?: string;
  /** Client time for deciding whether a change is recent; tests pass their own. */
  now?: () => number;
  /** Its column in the sport list's price grid (one Tab stop, arrow keys between cells); none elsewhere. */
  gridColumn?: number;
}

/** What a cell shows: one store subscription per cell instead of three (each is called on every store update). */
interface CellView {
  odds: OddsEntity | undefined;
  /** For the accessible name: the teams change rarely, never with a price. */
  match: MatchEntity | undefined;
  status: OddsStatus;
  selected: boolean;
}

const NO_ODDS: CellView = { odds: undefined, match: undefined, status: 'closed', selected: false };
/** The selection of a cell without odds (it renders no name). */
const NO_SELECTION: Pick<OddsEntity, 'playType' | 'side' | 'line'> = { playType: 'M', side: '', line: '' };

/**
 * A cell's selector. It answers the view it answered last while nothing in it changed, so a store update
 * allocates nothing for the cells it does not touch (most cells, most frames) and the reference alone tells
 * the selector hook that nothing changed.
 */
function cellViewSelector(oddsId: string | undefined): (state: FeedRootState & MaybeSlipState) => CellView {
  if (oddsId === undefined) return () => NO_ODDS;
  let last = NO_ODDS;
  return (state) => {
    const odds = selectOddsById(state, oddsId);
    const status = selectOddsDisplayStatus(state, oddsId);
    const selected = selectIsOddsOnSlip(state, oddsId);
    const match = odds === undefined ? undefined : selectMatchById(state, odds.gameId);
    if (odds !== last.odds || match !== last.match || status !== last.status || selected !== last.selected) {
      last = { odds, match, status, selected };
    }
    return last;
  };
}

/**
 * One price. Flashes up (red) or down (green) for 2 s after a change (usePriceFlash: the same element, a style
 * on an attribute, renewed per time of change). Locked (suspended, closed or a stale feed) shows a
 * lock and cannot be clicked.
 */
export const OddsCell = memo(function OddsCell({ oddsId, label, now = Date.now, gridColumn }: OddsCellProps) {
  const t = useSportText();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const selectView = useMemo(() => cellViewSelector(oddsId), [oddsId]);
  const { odds, match, status, selected } = useAppSelector(selectView);
  const oddsType = useOddsType();
  const button = useRef<HTMLButtonElement>(null);
  const flashing =
    odds !== undefined &&
    status === 'open' &&
    odds.direction !== null &&
    odds.changedAt !== null &&
    now() - odds.changedAt < FLASH_MS;
  usePriceFlash(button, flashing ? odds.direction : null, flashing ? odds.changedAt : null);
  // The name's match, market and selection change rarely, never with the price: worded once per change of them.
  const { playType, side, line } = odds ?? NO_SELECTION;
  const nameOf = useMemo(() => priceNamer(match, { playType, side, line }, t), [match, playType, side, line, t]);

  const onClick = useCallback(() => {
    if (odds === undefined) return;
    const state = store.getState();
    const match = selectMatchById(state, odds.gameId);
    if (match === undefined) return;
    const live = selectLiveById(state, odds.gameId);
    const league = selectLeagueById(state, match.league_id);
    dispatch(oddsSelected(toOddsSelection(odds, match, { isLive: live?.isLive ?? false, league })));
  }, [dispatch, odds, store]);

  if (odds === undefined || status === 'closed') {
    return <span className="sp-odds sp-odds-empty" aria-hidden="true" />;
  }
  const grid = gridCellProps(gridColumn, true);
  if (status === 'suspended') {
    return (
      <button
        ref={button}
        type="button"
        className="sp-odds"
        disabled
        aria-label={nameOf(null)}
        {...grid}
      >
        {label !== undefined ? <span className="sp-odds-label">{label}</span> : null}
        {LOCK_ICON}
      </button>
    );
  }
  const price = priceText(odds.price, oddsTypeFor(oddsType, odds.playType));
  return (
    <button
      ref={button}
      type="button"
      className="sp-odds"
      aria-pressed={selected}
      aria-label={nameOf(price)}
      onClick={onClick}
      {...grid}
    >
      {label !== undefined ? (
        <>
          <span className="sp-odds-label">{label}</span>
          {/* A rendered space: the visible text reads "主 2.00", as the end of the accessible name does. */}
          <span className="sp-sep"> </span>
        </>
      ) : null}
      <span className="sp-price">{price}</span>
    </button>
  );
});
