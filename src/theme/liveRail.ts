/**
 * The home page's rail of live matches (the sportsbook's LiveMatchesWidget) and the placeholder the home page
 * shows while the widget's code loads. Every size is fixed, so the block has its final height from its first
 * paint, whatever arrives and whenever: the sections below it never move (cumulative layout shift).
 */
export interface LiveRailLayout {
  /** Height of one match card, in px (its rows are fixed too). */
  cardHeight: number;
  /** The title row above the rail. */
  headHeight: number;
  /** Between the title row and the rail, and between cards. */
  gap: number;
  /** Wide windows: two rows of four cards, all eight in view. */
  wideRows: number;
  wideColumns: number;
  /** Narrow windows: one row, scrolled sideways; room under it for a scroll bar. */
  scrollRoom: number;
  /** The media query of a wide window. */
  wideMedia: string;
  /** Margin under the block. */
  spaceAfter: number;
}

export const LIVE_RAIL: LiveRailLayout = {
  cardHeight: 132,
  headHeight: 28,
  gap: 8,
  wideRows: 2,
  wideColumns: 4,
  scrollRoom: 12,
  wideMedia: '(min-width: 1024px)',
  spaceAfter: 24,
};

/** Height of the rail itself (the cards' area), in px. */
export function liveRailBodyHeight(rail: LiveRailLayout, wide: boolean): number {
  return wide
    ? rail.wideRows * rail.cardHeight + (rail.wideRows - 1) * rail.gap
    : rail.cardHeight + rail.scrollRoom;
}

/** Height of the whole block: title row, gap, rail. */
export function liveRailBlockHeight(rail: LiveRailLayout, wide: boolean): number {
  return rail.headHeight + rail.gap + liveRailBodyHeight(rail, wide);
}
