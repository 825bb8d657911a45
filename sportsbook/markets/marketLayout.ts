import { CORRECT_SCORE_OTHER, type PlayType } from '@src/contract';
import type { OddsEntity } from '@streams';
import { compareLines } from './lineFormat';

/** One line of a two-way market (handicap: home/away; total: over/under). */
export interface LinePair {
  line: string;
  first: string | undefined;
  second: string | undefined;
}

export interface SidedCell {
  side: string;
  oddsId: string;
}

/**
 * One market of the match detail, in the shape it is drawn in:
 * - sided: one cell per side (1X2 home/draw/away, odd/even, a set winner);
 * - handicap / total: one row per line, home and away (over and under) side by side;
 * - scores: a correct score's scores in three columns (home wins, draws, away wins) and "any other".
 */
export type MarketSection =
  | { playType: PlayType; shape: 'sided'; cells: SidedCell[] }
  | { playType: PlayType; shape: 'handicap' | 'total'; pairs: LinePair[] }
  | { playType: PlayType; shape: 'scores'; home: SidedCell[]; draw: SidedCell[]; away: SidedCell[]; other: SidedCell | null };

/** The tabs of the match detail (as bet365 groups them) and the play types each shows. */
export const MARKET_TABS = ['all', 'lines', 'half', 'score', 'corners', 'cards', 'quarters', 'sets'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];

/** Every market of a match, in display order, and the tabs that have any. */
export interface MarketLayout {
  sections: MarketSection[];
  tabs: MarketTab[];
  /** Equal keys mean equal layouts (prices aside): the view re-renders only when markets or lines change. */
  key: string;
}

/** Display order, the shape of each play type, and its tab besides 全部. */
const PLAY_TYPE_ORDER: readonly { playType: PlayType; shape: MarketSection['shape']; tab: MarketTab | null }[] = [
  { playType: 'M', shape: 'sided', tab: 'lines' },
  { playType: 'R', shape: 'handicap', tab: 'lines' },
  { playType: 'OU', shape: 'total', tab: 'lines' },
  { playType: 'EO', shape: 'sided', tab: null },
  { playType: 'HM', shape: 'sided', tab: 'half' },
  { playType: 'HR', shape: 'handicap', tab: 'half' },
  { playType: 'HOU', shape: 'total', tab: 'half' },
  { playType: 'PD', shape: 'scores', tab: 'score' },
  { playType: 'CN', shape: 'total', tab: 'corners' },
  { playType: 'CD', shape: 'total', tab: 'cards' },
  { playType: 'Q1R', shape: 'handicap', tab: 'quarters' },
  { playType: 'Q1OU', shape: 'total', tab: 'quarters' },
  { playType: 'Q2R', shape: 'handicap', tab: 'quarters' },
  { playType: 'Q2OU', shape: 'total', tab: 'quarters' },
  { playType: 'Q3R', shape: 'handicap', tab: 'quarters' },
  { playType: 'Q3OU', shape: 'total', tab: 'quarters' },
  { playType: 'Q4R', shape: 'handicap', tab: 'quarters' },
  { playType: 'Q4OU', shape: 'total', tab: 'quarters' },
  { playType: 'S1M', shape: 'sided', tab: 'sets' },
  { playType: 'S2M', shape: 'sided', tab: 'sets' },
  { playType: 'GR', shape: 'handicap', tab: 'sets' },
  { playType: 'GOU', shape: 'total', tab: 'sets' },
];

const TAB_OF: ReadonlyMap<PlayType, MarketTab | null> = new Map(PLAY_TYPE_ORDER.map((entry) => [entry.playType, entry.tab]));

/** Whether a section belongs on a tab (全部 shows them all). */
export function sectionOnTab(section: MarketSection, tab: MarketTab): boolean {
  return tab === 'all' || TAB_OF.get(section.playType) === tab;
}

const SIDE_ORDER: Record<string, number> = { H: 0, N: 1, C: 2, ODD: 0, EVEN: 1 };
const cache = new WeakMap<readonly OddsEntity[], MarketLayout>();

function pairs(odds: readonly OddsEntity[], first: string, second: string): LinePair[] {
  const byLine = new Map<string, LinePair>();
  for (const entry of odds) {
    const pair = byLine.get(entry.line) ?? { line: entry.line, first: undefined, second: undefined };
    if (entry.side === first) pair.first = entry.oddsId;
    else if (entry.side === second) pair.second = entry.oddsId;
    byLine.set(entry.line, pair);
  }
  return [...byLine.values()].sort((a, b) => compareLines(a.line, b.line));
}

function sided(odds: readonly OddsEntity[]): SidedCell[] {
  return odds
    .map((entry) => ({ side: entry.side, oddsId: entry.oddsId }))
    .sort((a, b) => (SIDE_ORDER[a.side] ?? 9) - (SIDE_ORDER[b.side] ?? 9));
}

/** "h-c" as its two goal counts; null for AOS or anything else. */
function goals(side: string): [number, number] | null {
  const match = /^(\d+)-(\d+)$/.exec(side);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

function scoreSection(odds: readonly OddsEntity[]): MarketSection {
  const home: SidedCell[] = [];
  const draw: SidedCell[] = [];
  const away: SidedCell[] = [];
  let other: SidedCell | null = null;
  // Within a column: by the winner's goals, then the loser's (1-0, 2-0, 2-1, 3-0 ...).
  const rank = (side: string): [number, number] => {
    const score = goals(side);
    return score === null ? [99, 99] : [Math.max(...score), Math.min(...score)];
  };
  const ordered = [...odds].sort((a, b) => {
    const x = rank(a.side);
    const y = rank(b.side);
    return x[0] - y[0] || x[1] - y[1];
  });
  for (const entry of ordered) {
    const cell = { side: entry.side, oddsId: entry.oddsId };
    const score = goals(entry.side);
    if (score === null) {
      if (entry.side === CORRECT_SCORE_OTHER) other = cell;
    } else if (score[0] > score[1]) home.push(cell);
    else if (score[0] === score[1]) draw.push(cell);
    else away.push(cell);
  }
  return { playType: 'PD', shape: 'scores', home, draw, away, other };
}

function sectionKey(section: MarketSection): string {
  switch (section.shape) {
    case 'sided':
      return `${section.playType}=${section.cells.map((x) => x.oddsId).join(',')}`;
    case 'handicap':
    case 'total':
      return `${section.playType}=${section.pairs.map((p) => `${p.line}:${p.first}:${p.second}`).join(',')}`;
    case 'scores':
      return `${section.playType}=${[...section.home, ...section.draw, ...section.away].map((x) => x.oddsId).join(',')}:${section.other?.oddsId ?? ''}`;
  }
}

/** The match's open and suspended markets (closed lines are gone), grouped and ordered for display. */
export function marketLayout(odds: readonly OddsEntity[]): MarketLayout {
  const cached = cache.get(odds);
  if (cached !== undefined) return cached;
  const byType = new Map<string, OddsEntity[]>();
  for (const entry of odds) {
    if (entry.status === 'closed') continue;
    const list = byType.get(entry.playType);
    if (list === undefined) byType.set(entry.playType, [entry]);
    else list.push(entry);
  }
  const sections: MarketSection[] = [];
  const tabs = new Set<MarketTab>();
  for (const { playType, shape, tab } of PLAY_TYPE_ORDER) {
    const list = byType.get(playType);
    if (list === undefined) continue;
    const section: MarketSection =
      shape === 'sided'
        ? { playType, shape, cells: sided(list) }
        : shape === 'handicap'
          ? { playType, shape, pairs: pairs(list, 'H', 'C') }
          : shape === 'total'
            ? { playType, shape, pairs: pairs(list, 'O', 'U') }
            : scoreSection(list);
    sections.push(section);
    if (tab !== null) tabs.add(tab);
  }
  const layout: MarketLayout = {
    sections,
    tabs: sections.length === 0 ? [] : MARKET_TABS.filter((tab) => tab === 'all' || tabs.has(tab)),
    key: sections.map(sectionKey).join('|'),
  };
  cache.set(odds, layout);
  return layout;
}
