import { isGameType, isShowType, type FeedChannel, type FeedMatch, type FeedOp, type OddsOp } from '@src/contract';
import type { CountChange, FeedBatch, LiveChange, MarketChange, MatchEventChange, MembershipChange } from './feedTypes';
import {
  FEED_MATCH_FIELDS,
  isFeedLeague,
  isFeedMatch,
  isFeedOdds,
  isMatchEvent,
  isOddsStatus,
  isPlayType,
  isRecord,
} from './feedValidation';

type FeedBatchBody = Omit<FeedBatch, 'progress' | 'at'>;

/**
 * Holds the ops that arrived since the last frame, so that one action per frame carries them
 * (Grafana's LiveDataStream: merge the backlog, don't replay it):
 * - odds ops in arrival order, NOT merged here and not copied (the parsed ops themselves, checked):
 *   the reducer merges them per odds in the same pass that looks each odds up in the store (the last
 *   price and status win; see applyOddsChanges). Merging them here as well cost a Map read and write
 *   per op, and a change object per op cost the garbage collector;
 * - market statuses by match and play type (the last wins), each with the number of odds ops that
 *   came before it: the reducer gives an odds op that came before a market op of its market that
 *   market's status (it knows each odds' market; this buffer does not);
 * - live patches by gameId, field by field;
 * - membership by channel and match: the last add or remove wins; an add carries the full state, so
 *   it discards what was buffered for that match before it (a remove after an add cancels it).
 * The reducer applies membership, then market statuses, then odds changes, then live data; updates
 * to entities that no longer exist are dropped there.
 *
 * Allocation per odds op is one array slot; the other kinds allocate one Map entry per entity per
 * frame. Merged entries are handed to the action and a new generation starts.
 */
export class ConflationBuffer {
  /** Odds ops of this frame in arrival order (an odds may appear more than once). */
  private odds: OddsOp[] = [];
  private readonly markets = new Map<string, MarketChange>();
  private readonly live = new Map<string, LiveChange>();
  private readonly membership = new Map<string, MembershipChange>();
  private readonly counts = new Map<string, CountChange>();
  /** Match events in arrival order (match channels only: a list's frames never have one). */
  private events: MatchEventChange[] | null = null;
  private pending = false;
  /** Server time of the newest delta merged since the last drain. */
  private latestTs = 0;
  /** Ops skipped because they were malformed (for diagnostics). */
  malformedOps = 0;

  get isEmpty(): boolean {
    return !this.pending;
  }

  /** Merges one delta's ops. */
  add(channel: FeedChannel, ops: readonly FeedOp[], ts: number): void {
    if (ts > this.latestTs) this.latestTs = ts;
    const count = ops.length;
    for (let i = 0; i < count; i++) {
      const op: unknown = ops[i];
      if (!Array.isArray(op)) {
        this.malformedOps++;
        continue;
      }
      switch (op[0]) {
        case 'o':
          this.addOdds(op);
          break;
        case 'l':
          this.addLive(op[1], op[2]);
          break;
        case 'm':
          this.addMarket(op[1], op[2], op[3]);
          break;
        case 'a':
          this.addMatch(channel, op[1], op[2], op[3], ts);
          break;
        case 'r':
          this.removeMatch(channel, op[1], ts);
          break;
        case 'c':
          this.addCount(op[1], op[2], op[3]);
          break;
        case 'e':
          this.addEvent(op[1], op[2]);
          break;
        default:
          this.malformedOps++;
      }
    }
  }

  /** The merged batch, or null when nothing arrived; empties the buffer. */
  drain(): FeedBatchBody | null {
    if (!this.pending) return null;
    const body: FeedBatchBody = {
      membership: valuesOf(this.membership),
      markets: valuesOf(this.markets),
      odds: this.odds,
      live: valuesOf(this.live),
      counts: valuesOf(this.counts),
      ts: this.latestTs,
    };
    if (this.events !== null) {
      body.events = this.events;
      this.events = null;
    }
    this.membership.clear();
    this.markets.clear();
    this.odds = [];
    this.live.clear();
    this.counts.clear();
    this.pending = false;
    this.latestTs = 0;
    return body;
  }

  /** Forgets membership ops of a released channel (they would re-add its matches). */
  dropChannel(channel: FeedChannel): void {
    for (const [key, change] of this.membership) if (change.channel === channel) this.membership.delete(key);
  }

  private addOdds(op: readonly unknown[]): void {
    if (typeof op[1] !== 'string' || typeof op[2] !== 'string' || !isOddsStatus(op[3])) {
      this.malformedOps++;
      return;
    }
    this.odds.push(op as unknown as OddsOp);
    this.pending = true;
  }

  private addMarket(gameId: unknown, playType: unknown, status: unknown): void {
    if (typeof gameId !== 'string' || !isPlayType(playType) || !isOddsStatus(status)) {
      this.malformedOps++;
      return;
    }
    const key = marketKey(gameId, playType);
    const oddsBefore = this.odds.length;
    const change = this.markets.get(key);
    if (change === undefined) this.markets.set(key, { gameId, playType, status, oddsBefore });
    else {
      change.status = status;
      change.oddsBefore = oddsBefore;
    }
    this.pending = true;
  }

  private addLive(gameId: unknown, patch: unknown): void {
    if (typeof gameId !== 'string' || !isRecord(patch)) {
      this.malformedOps++;
      return;
    }
    // The parsed message may have other readers (a recorder), so it is never mutated: the first patch of
    // the frame for a match is kept as it came when it is well formed, later ones are merged into a copy.
    const change = this.live.get(gameId);
    if (change === undefined) {
      this.live.set(gameId, { gameId, patch: isWellFormedPatch(patch) ? patch : copyPatch(patch, {}) });
    } else {
      change.patch = copyPatch(patch, { ...change.patch });
    }
    this.pending = true;
  }

  private addMatch(channel: FeedChannel, match: unknown, odds: unknown, league: unknown, ts: number): void {
    if (!isFeedMatch(match) || !Array.isArray(odds) || !isFeedLeague(league)) {
      this.malformedOps++;
      return;
    }
    const gameId = match.gameId;
    const validOdds = odds.filter(isFeedOdds).filter((entry) => entry.gameId === gameId);
    // The add carries the match's full state: what was buffered for it before is older.
    this.live.delete(gameId);
    for (const [key, market] of this.markets) if (market.gameId === gameId) this.markets.delete(key);
    if (this.odds.length > 0 && validOdds.length > 0) this.dropOddsOps(new Set(validOdds.map((entry) => entry.oddsId)));
    this.setMembership({ channel, gameId, added: { match, odds: validOdds, league }, ts });
  }

  /** Drops the buffered ops of these odds; market ops buffered after them keep their place. */
  private dropOddsOps(oddsIds: ReadonlySet<string>): void {
    const ops = this.odds;
    // keptBefore[i]: how many of the first i ops stay.
    const keptBefore = new Int32Array(ops.length + 1);
    const kept: OddsOp[] = [];
    for (let i = 0; i < ops.length; i++) {
      const op = ops[i]!;
      if (!oddsIds.has(op[1])) kept.push(op);
      keptBefore[i + 1] = kept.length;
    }
    for (const market of this.markets.values()) market.oddsBefore = keptBefore[market.oddsBefore]!;
    this.odds = kept;
  }

  private removeMatch(channel: FeedChannel, gameId: unknown, ts: number): void {
    if (typeof gameId !== 'string') {
      this.malformedOps++;
      return;
    }
    this.setMembership({ channel, gameId, added: null, ts });
  }

  /** The last op per channel and match wins; re-inserting keeps the map in the order of those last ops. */
  private setMembership(change: MembershipChange): void {
    const key = membershipKey(change.channel, change.gameId);
    this.membership.delete(key);
    this.membership.set(key, change);
    this.pending = true;
  }

  private addEvent(gameId: unknown, event: unknown): void {
    if (typeof gameId !== 'string' || !isMatchEvent(event)) {
      this.malformedOps++;
      return;
    }
    (this.events ??= []).push({ gameId, event });
    this.pending = true;
  }

  private addCount(showType: unknown, gameType: unknown, count: unknown): void {
    if (
      typeof showType !== 'string' ||
      !isShowType(showType) ||
      typeof gameType !== 'string' ||
      !isGameType(gameType) ||
      typeof count !== 'number'
    ) {
      this.malformedOps++;
      return;
    }
    this.counts.set(`${showType}:${gameType}`, { showType, gameType, count });
    this.pending = true;
  }
}

export function marketKey(gameId: string, playType: string): string {
  return `${gameId}\u0000${playType}`;
}

function membershipKey(channel: string, gameId: string): string {
  return `${channel}\u0000${gameId}`;
}

/** Every field is a FeedMatch field other than gameId, with its type. */
function isWellFormedPatch(patch: Record<string, unknown>): patch is Partial<FeedMatch> {
  for (const key in patch) {
    const kind = FEED_MATCH_FIELDS[key as keyof FeedMatch] as string | undefined;
    if (kind === undefined || key === 'gameId' || typeof patch[key] !== kind) return false;
  }
  return true;
}

/** Copies the well-formed fields of `patch` into `into`. */
function copyPatch(patch: Record<string, unknown>, into: Partial<FeedMatch>): Partial<FeedMatch> {
  const merged = into as Record<string, unknown>;
  for (const key in patch) {
    const kind = FEED_MATCH_FIELDS[key as keyof FeedMatch] as string | undefined;
    const value = patch[key];
    if (kind !== undefined && key !== 'gameId' && typeof value === kind) merged[key] = value;
  }
  return into;
}

function valuesOf<T>(map: Map<string, T>): T[] {
  if (map.size === 0) return [];
  return Array.from(map.values());
}
