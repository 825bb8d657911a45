import {
  parseChannel,
  type FeedChannel,
  type FeedCounts,
  type FeedLeague,
  type FeedMatch,
  type FeedOdds,
  type GameType,
  type OddsStatus,
  type ShowType,
} from '@src/contract';
import { compareDecimal } from './decimalCompare';
import {
  MATCH_INFO_KEYS,
  type FeedChannelState,
  type FeedState,
  type LeagueEntity,
  type LiveEntity,
  type MatchEntity,
  type OddsEntity,
  type OddsTable,
} from './feedTypes';
import { TableWriter } from './tableWriter';

const NO_IDS: readonly string[] = [];
const NO_CHANNELS: readonly FeedChannel[] = [];
const INFO_KEYS: ReadonlySet<string> = new Set(MATCH_INFO_KEYS);

/**
 * One reducer call's write access to the feed state: entity tables are written in place through
 * TableWriters, the small records (channels, channel lists, counts) are copied on first write, and
 * finish() returns a new state only if something changed.
 */
export class FeedWriter {
  private leaguesWriter: TableWriter<LeagueEntity> | null = null;
  private matchesWriter: TableWriter<MatchEntity> | null = null;
  private liveWriter: TableWriter<LiveEntity> | null = null;
  private oddsWriter: TableWriter<OddsEntity, OddsTable> | null = null;
  private byChannel: Record<string, readonly string[]> | null = null;
  private readonly ownLists = new Map<string, string[]>();
  private membershipChanged = false;
  private channels: Record<string, FeedChannelState> | null = null;
  private counts: FeedCounts | null = null;

  constructor(readonly state: FeedState) {}

  get leagues(): TableWriter<LeagueEntity> {
    return (this.leaguesWriter ??= new TableWriter(this.state.leagues));
  }
  get matches(): TableWriter<MatchEntity> {
    return (this.matchesWriter ??= new TableWriter(this.state.matches));
  }
  get live(): TableWriter<LiveEntity> {
    return (this.liveWriter ??= new TableWriter(this.state.live));
  }
  get odds(): TableWriter<OddsEntity, OddsTable> {
    return (this.oddsWriter ??= new TableWriter(this.state.odds));
  }

  finish(): FeedState {
    const s = this.state;
    const leagues = this.leaguesWriter?.finish() ?? s.leagues;
    const matches = this.matchesWriter?.finish() ?? s.matches;
    const live = this.liveWriter?.finish() ?? s.live;
    const odds = this.oddsWriter?.finish() ?? s.odds;
    const membership = this.membershipChanged
      ? { byChannel: this.byChannel ?? s.membership.byChannel, byGame: s.membership.byGame, rev: s.membership.rev + 1 }
      : s.membership;
    const channels = this.channels ?? s.channels;
    const counts = this.counts ?? s.counts;
    if (
      leagues === s.leagues &&
      matches === s.matches &&
      live === s.live &&
      odds === s.odds &&
      membership === s.membership &&
      channels === s.channels &&
      counts === s.counts
    ) {
      return s;
    }
    return { ...s, leagues, matches, live, odds, membership, channels, counts };
  }

  // ---- Channels ----

  channel(channel: string): FeedChannelState | undefined {
    return (this.channels ?? this.state.channels)[channel];
  }

  setChannel(channel: string, next: FeedChannelState | undefined): void {
    this.channels ??= { ...this.state.channels };
    if (next === undefined) delete this.channels[channel];
    else this.channels[channel] = next;
  }

  // ---- Counts ----

  replaceCounts(counts: FeedCounts): void {
    this.counts = counts;
  }

  setCount(showType: ShowType, gameType: GameType, count: number): void {
    const counts = (this.counts ??= { ...this.state.counts });
    const current = counts[showType];
    if (current?.[gameType] === count) return;
    counts[showType] = { ...current, [gameType]: count };
  }

  // ---- Membership ----

  channelsOf(gameId: string): readonly FeedChannel[] {
    return this.state.membership.byGame[gameId] ?? NO_CHANNELS;
  }

  gamesOf(channel: string): readonly string[] {
    return (this.byChannel ?? this.state.membership.byChannel)[channel] ?? NO_IDS;
  }

  /** Replaces a channel's match list wholesale (snapshots). */
  setGamesOf(channel: string, gameIds: string[] | null): void {
    this.byChannel ??= { ...this.state.membership.byChannel };
    if (gameIds === null) delete this.byChannel[channel];
    else this.byChannel[channel] = gameIds;
    this.ownLists.delete(channel);
    this.membershipChanged = true;
  }

  /** Adds the match to the channel; `listed` false when the caller rewrites the channel's list itself. */
  joinChannel(gameId: string, channel: FeedChannel, listed: boolean): void {
    const byGame = this.state.membership.byGame;
    const current = byGame[gameId] ?? NO_CHANNELS;
    if (!current.includes(channel)) {
      byGame[gameId] = [...current, channel];
      this.membershipChanged = true;
    }
    if (listed) {
      const list = this.ownList(channel);
      if (!list.includes(gameId)) list.push(gameId);
    }
  }

  /** Removes the match from the channel; a match no channel carries any more is dropped with its odds. */
  leaveChannel(gameId: string, channel: FeedChannel, listed: boolean): void {
    const byGame = this.state.membership.byGame;
    const current = byGame[gameId];
    if (current?.includes(channel)) {
      const rest = current.filter((entry) => entry !== channel);
      if (rest.length > 0) byGame[gameId] = rest;
      else {
        delete byGame[gameId];
        this.dropGame(gameId);
      }
      this.membershipChanged = true;
    }
    if (listed) {
      const list = this.ownList(channel);
      const index = list.indexOf(gameId);
      if (index >= 0) list.splice(index, 1);
    }
  }

  /**
   * Whether this channel's view of a match's odds is complete: a match channel carries every market; a
   * list channel is complete only when no match channel also carries the match.
   */
  isAuthoritative(channel: FeedChannel, gameId: string): boolean {
    if (parseChannel(channel)?.kind === 'match') return true;
    return !this.channelsOf(gameId).some((entry) => entry !== channel && entry.startsWith('match:'));
  }

  private ownList(channel: string): string[] {
    let list = this.ownLists.get(channel);
    if (list === undefined) {
      list = [...this.gamesOf(channel)];
      this.ownLists.set(channel, list);
      this.byChannel ??= { ...this.state.membership.byChannel };
      this.byChannel[channel] = list;
      this.membershipChanged = true;
    }
    return list;
  }

  // ---- Entities ----

  upsertLeague(league: FeedLeague): void {
    const existing = this.leagues.get(league.league_id);
    if (
      existing !== undefined &&
      existing.name === league.name &&
      existing.gameType === league.gameType &&
      existing.sort === league.sort
    ) {
      return;
    }
    this.leagues.set(league.league_id, {
      league_id: league.league_id,
      name: league.name,
      gameType: league.gameType,
      sort: league.sort,
    });
  }

  /** Stores a match's info and live data; unchanged parts keep their references. */
  upsertMatch(match: FeedMatch, at: number): void {
    const gameId = match.gameId;
    const info = this.matches.get(gameId);
    if (info === undefined || MATCH_INFO_KEYS.some((key) => info[key] !== match[key])) {
      this.matches.set(gameId, pickInfo(match));
    }
    const live = this.live.get(gameId);
    const nextLive = pickLive(match, at);
    if (live === undefined || !sameLive(live, nextLive)) this.live.set(gameId, nextLive);
  }

  /** Applies a live patch; fields of the match's info (rare) go to the match entity. */
  patchMatch(gameId: string, patch: Partial<FeedMatch>, at: number): void {
    const table = this.live;
    const live = table.get(gameId);
    if (live === undefined) return;
    const fields = live as unknown as Record<string, unknown>;
    let next: Record<string, unknown> | null = null;
    let infoPatched = false;
    for (const key in patch) {
      if (INFO_KEYS.has(key)) {
        infoPatched = true;
        continue;
      }
      const value = patch[key as keyof FeedMatch];
      if (fields[key] === value) continue;
      next ??= copyLive(live) as unknown as Record<string, unknown>;
      next[key] = value;
    }
    if (next !== null) {
      const entity = next as unknown as LiveEntity;
      if (entity.re_time !== live.re_time) entity.clockAt = at;
      table.replace(gameId, entity);
    }
    if (infoPatched) this.patchInfo(gameId, patch);
  }

  private patchInfo(gameId: string, patch: Partial<FeedMatch>): void {
    const info = this.matches.get(gameId);
    if (info === undefined) return;
    let next: Record<string, unknown> | null = null;
    for (const key of MATCH_INFO_KEYS) {
      if (!(key in patch) || key === 'gameId') continue;
      const value = patch[key];
      if (info[key] === value) continue;
      next ??= { ...info };
      next[key] = value;
    }
    if (next !== null) this.matches.set(gameId, next as unknown as MatchEntity);
  }

  /**
   * Stores a match's odds as a channel sent them. When the channel is authoritative for the match,
   * odds it no longer lists are removed; otherwise they are kept (another channel carries them).
   */
  replaceGameOdds(gameId: string, odds: readonly FeedOdds[], authoritative: boolean, at: number): void {
    const table = this.odds;
    const byGame = table.table.byGame;
    const previous = byGame[gameId] ?? NO_IDS;
    const next: string[] = authoritative ? [] : [...previous];
    const listed = new Set<string>(authoritative ? NO_IDS : previous);
    for (const entry of odds) {
      if (entry.gameId !== gameId) continue;
      this.upsertOdds(entry, at);
      if (!listed.has(entry.oddsId)) {
        listed.add(entry.oddsId);
        next.push(entry.oddsId);
      }
    }
    if (authoritative) for (const oddsId of previous) if (!listed.has(oddsId)) table.remove(oddsId);
    if (!sameList(previous, next)) {
      if (next.length > 0) byGame[gameId] = next;
      else delete byGame[gameId];
      table.touch();
    }
  }

  setMarketStatus(gameId: string, playType: string, status: OddsStatus): void {
    const table = this.odds;
    const ids = table.table.byGame[gameId];
    if (ids === undefined) return;
    for (const oddsId of ids) {
      const odds = table.get(oddsId);
      if (odds !== undefined && odds.playType === playType && odds.status !== status) {
        table.replace(oddsId, withPrice(odds, odds.price, status, 0));
      }
    }
  }

  private upsertOdds(entry: FeedOdds, at: number): void {
    const existing = this.odds.get(entry.oddsId);
    if (existing === undefined) {
      this.odds.set(entry.oddsId, {
        oddsId: entry.oddsId,
        gameId: entry.gameId,
        playType: entry.playType,
        side: entry.side,
        line: entry.line,
        price: entry.price,
        status: entry.status,
        prevPrice: null,
        changedAt: null,
        direction: null,
      });
      return;
    }
    if (
      existing.gameId !== entry.gameId ||
      existing.playType !== entry.playType ||
      existing.side !== entry.side ||
      existing.line !== entry.line
    ) {
      this.odds.set(entry.oddsId, { ...withPrice(existing, entry.price, entry.status, at), ...pickOdds(entry) });
      return;
    }
    if (existing.price !== entry.price || existing.status !== entry.status) {
      this.odds.set(entry.oddsId, withPrice(existing, entry.price, entry.status, at));
    }
  }

  private dropGame(gameId: string): void {
    this.matches.remove(gameId);
    this.live.remove(gameId);
    const odds = this.odds;
    const ids = odds.table.byGame[gameId];
    if (ids !== undefined) {
      for (const oddsId of ids) odds.remove(oddsId);
      delete odds.table.byGame[gameId];
      odds.touch();
    }
  }
}

/**
 * The odds with a new price and status. A new price records the previous one, its direction and the
 * time of change; the same price keeps them.
 */
export function withPrice(odds: OddsEntity, price: string, status: OddsStatus, at: number): OddsEntity {
  if (price === odds.price) {
    return {
      oddsId: odds.oddsId,
      gameId: odds.gameId,
      playType: odds.playType,
      side: odds.side,
      line: odds.line,
      price,
      status,
      prevPrice: odds.prevPrice,
      changedAt: odds.changedAt,
      direction: odds.direction,
    };
  }
  const order = compareDecimal(price, odds.price);
  return {
    oddsId: odds.oddsId,
    gameId: odds.gameId,
    playType: odds.playType,
    side: odds.side,
    line: odds.line,
    price,
    status,
    prevPrice: odds.price,
    changedAt: at,
    direction: order > 0 ? 'up' : order < 0 ? 'down' : null,
  };
}

function pickOdds(entry: FeedOdds): FeedOdds {
  return {
    oddsId: entry.oddsId,
    gameId: entry.gameId,
    playType: entry.playType,
    side: entry.side,
    line: entry.line,
    price: entry.price,
    status: entry.status,
  };
}

function pickInfo(match: FeedMatch): MatchEntity {
  return {
    gameId: match.gameId,
    hgid: match.hgid,
    gide: match.gide,
    league_id: match.league_id,
    gameType: match.gameType,
    team_h: match.team_h,
    team_c: match.team_c,
    startTime: match.startTime,
  };
}

function pickLive(match: FeedMatch, clockAt: number): LiveEntity {
  return {
    gameId: match.gameId,
    isLive: match.isLive,
    re_time: match.re_time,
    t_count: match.t_count,
    se_now: match.se_now,
    HalfTime: match.HalfTime,
    inningNum: match.inningNum,
    gameStatus: match.gameStatus,
    sc_FT_H: match.sc_FT_H,
    sc_FT_C: match.sc_FT_C,
    sc_FT_A: match.sc_FT_A,
    sc_set_H: match.sc_set_H,
    sc_set_A: match.sc_set_A,
    sc_game_H: match.sc_game_H,
    sc_game_A: match.sc_game_A,
    sc_point_H: match.sc_point_H,
    sc_point_A: match.sc_point_A,
    clockAt,
  };
}

/** A copy with the same field order as pickLive, so every live entity shares one shape. */
function copyLive(live: LiveEntity): LiveEntity {
  return {
    gameId: live.gameId,
    isLive: live.isLive,
    re_time: live.re_time,
    t_count: live.t_count,
    se_now: live.se_now,
    HalfTime: live.HalfTime,
    inningNum: live.inningNum,
    gameStatus: live.gameStatus,
    sc_FT_H: live.sc_FT_H,
    sc_FT_C: live.sc_FT_C,
    sc_FT_A: live.sc_FT_A,
    sc_set_H: live.sc_set_H,
    sc_set_A: live.sc_set_A,
    sc_game_H: live.sc_game_H,
    sc_game_A: live.sc_game_A,
    sc_point_H: live.sc_point_H,
    sc_point_A: live.sc_point_A,
    clockAt: live.clockAt,
  };
}

/** Same live data, whenever it arrived. */
function sameLive(a: LiveEntity, b: LiveEntity): boolean {
  for (const key in b) {
    if (key !== 'clockAt' && a[key as keyof LiveEntity] !== b[key as keyof LiveEntity]) return false;
  }
  return true;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
