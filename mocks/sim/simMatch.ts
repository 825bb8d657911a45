import {
  MATCH_EVENTS_KEPT,
  MATCH_PRICE_HISTORY_POINTS,
  type FeedLeague,
  type FeedMatch,
  type FeedOdds,
  type MatchEvent,
  type MatchEventKind,
  type PriceHistory,
  type ShowType,
} from '@src/contract';
import type { MarketModel, SimMarket, SimOdds } from './markets';
import type { FinalScore, LiveWriter, MatchEngine, SportDef } from './sports/engine';
import type { OutrightBook } from './outright';

/**
 * One match (or outright) of the simulator: its wire state, its markets and where it is listed. The feed reads
 * these; only the simulator writes them.
 */
export class SimMatch implements LiveWriter {
  /** The list (show type) the match is in, null once removed. */
  showType: ShowType | null = null;
  markets: SimMarket[] = [];
  odds: SimOdds[] = [];
  engine: MatchEngine | null = null;
  book: OutrightBook | null = null;
  /** Last pricing model (cached for noise moves between full reprices). */
  model: MarketModel | null = null;
  /** Sim ms until which markets are suspended (0: not suspended). */
  suspendedUntil = 0;
  /** Seconds of play so far. */
  playSeconds = 0;
  /** Second of play at which the match is abandoned (0: never). */
  abandonAt = 0;
  /** Slot in the simulator's live list and step bucket (-1 when not live). */
  liveSlot = -1;
  bucket = 0;
  bucketSlot = -1;
  final: FinalScore | null = null;
  /** Sim ms until which the markets of a corner or a card are held (0: none held). */
  heldUntil = 0;
  /** The tracker's events (the newest MATCH_EVENTS_KEPT), and those not told to the listeners yet. */
  readonly events: MatchEvent[] = [];
  private pendingEvents: MatchEvent[] | null = null;
  private eventCount = 0;
  /** The main 1X2 prices since kick-off, one point per change (at most one a minute of play per odds). */
  private history: { odds: SimOdds; points: [number, string][]; minute: number }[] | null = null;
  private patch: Partial<FeedMatch> | null = null;
  private sentReTime: string;

  constructor(
    readonly feed: FeedMatch,
    readonly league: FeedLeague,
    readonly sport: SportDef | null,
    /** Keys of the teams in the booking calendar. */
    readonly teamKeys: readonly string[],
    /** Bookmaker's overround for this match's 2- and 3-way markets (1.04 to 1.08). */
    readonly overround: number,
  ) {
    this.sentReTime = feed.re_time;
  }

  get gameId(): string {
    return this.feed.gameId;
  }

  set<K extends keyof FeedMatch>(key: K, value: FeedMatch[K]): void {
    if (this.feed[key] === value) return;
    this.feed[key] = value;
    (this.patch ??= {})[key] = value;
  }

  quiet<K extends keyof FeedMatch>(key: K, value: FeedMatch[K]): void {
    this.feed[key] = value;
  }

  event(kind: MatchEventKind, side: 'H' | 'C'): void {
    this.eventCount += 1;
    const event: MatchEvent = { id: this.eventCount, kind, side, clock: this.feed.re_time, period: this.feed.se_now };
    if (this.events.length >= MATCH_EVENTS_KEPT) this.events.shift();
    this.events.push(event);
    (this.pendingEvents ??= []).push(event);
  }

  /** Events since the last call; null when none. */
  takeEvents(): MatchEvent[] | null {
    const events = this.pendingEvents;
    this.pendingEvents = null;
    return events;
  }

  /**
   * A main 1X2 price changed while the match is in play: a point of the price history (a later change in the
   * same minute of play replaces that minute's point, so a match keeps about a hundred points per odds).
   */
  notePrice(o: SimOdds, now: number): void {
    if (!this.feed.isLive || o.market.playType !== 'M' || o.wire.price === '') return;
    this.history ??= this.odds.filter((odds) => odds.market === o.market).map((odds) => ({ odds, points: [], minute: -1 }));
    const line = this.history.find((entry) => entry.odds === o);
    if (!line) return;
    const minute = Math.floor(this.playSeconds / 60);
    const point: [number, string] = [now, o.wire.price];
    if (line.minute === minute && line.points.length > 0) line.points[line.points.length - 1] = point;
    else {
      if (line.points.length >= MATCH_PRICE_HISTORY_POINTS) line.points.shift();
      line.points.push(point);
    }
    line.minute = minute;
  }

  /** The price history for a match channel's snapshot (empty before kick-off). */
  priceHistory(): PriceHistory[] {
    return (this.history ?? []).map(({ odds, points }) => ({ oddsId: odds.wire.oddsId, points: points.map(([t, p]) => [t, p]) }));
  }

  /** The live fields changed since the last call, with the current clock riding along; null when none. */
  takePatch(): Partial<FeedMatch> | null {
    const patch = this.patch;
    if (patch === null) return null;
    this.patch = null;
    if (this.feed.re_time !== this.sentReTime) patch.re_time = this.feed.re_time;
    this.sentReTime = this.feed.re_time;
    return patch;
  }

  /** Forgets pending changes and events (fast-forwarding a match that starts in progress). */
  dropPatch(): void {
    this.patch = null;
    // Events of the fast-forward stay in the match's history (a snapshot has them) but are not news.
    this.pendingEvents = null;
    this.sentReTime = this.feed.re_time;
  }

  wireMatch(): FeedMatch {
    return { ...this.feed };
  }

  /** Odds for a list channel (main lines only) or for the match channel (all). */
  wireOdds(listOnly: boolean): FeedOdds[] {
    const out: FeedOdds[] = [];
    for (const o of this.odds) if (!listOnly || o.inList) out.push({ ...o.wire });
    return out;
  }
}
