import type { Namespace } from 'socket.io';
import {
  listChannel,
  type FeedDelta,
  type FeedMatch,
  type FeedOp,
  type GameType,
  type ListChannel,
  type MatchEvent,
  type OddsStatus,
  type PlayType,
  type ShowType,
} from '@src/contract';
import type { SimListener, SimMatch, SimOdds } from '../sim';
import { deltaIn, hasNames, roomOf, roomsOf } from './feedLanguage';
import type { FeedRecorder } from './recorder';

/** Per channel: its sequence and the ops batched in the current tick. */
export class ChannelState {
  seq = 0;
  ops: FeedOp[] = [];
  pending = false;
  /** Until this wall time a disconnected subscriber may come back through connection state recovery. */
  recoverableUntil = 0;
  /** Whether the channel is emitted, decided once per tick. */
  active = false;
  checkedTick = -1;

  constructor(readonly name: string) {}
}

export interface ChannelHubOptions {
  /** socket.io keeps a disconnected subscriber's session (and replays missed deltas) this long. */
  recoveryWindowMs: number;
  now: () => number;
  recorder: FeedRecorder | null;
}

/**
 * Turns simulator changes into one `delta` per channel per tick. A channel is built only while someone is
 * subscribed, or was within the recovery window (so a client that comes back through connection state
 * recovery gets every missed delta replayed by socket.io, in sequence). A channel nobody can resume still
 * advances its sequence when it changes, so a stale holder would see a gap and resync.
 */
export class ChannelHub implements SimListener {
  private readonly lists = new Map<string, ChannelState>();
  private readonly matches = new Map<string, ChannelState>();
  readonly countsChannel = new ChannelState('counts');
  private readonly changedCounts = new Map<ListChannel, readonly [ShowType, GameType]>();
  private readonly removedMatches: string[] = [];
  private dirty: ChannelState[] = [];
  private tick = 0;
  /** Deltas and ops emitted, for figures. */
  deltas = 0;
  ops = 0;

  constructor(
    private readonly nsp: Namespace,
    private readonly sizeOf: (showType: ShowType, gameType: GameType) => number,
    private readonly options: ChannelHubOptions,
  ) {}

  listState(channel: ListChannel): ChannelState {
    let state = this.lists.get(channel);
    if (!state) {
      state = new ChannelState(channel);
      this.lists.set(channel, state);
    }
    return state;
  }

  /** The state of a match channel, created on the first subscription. */
  matchState(gameId: string): ChannelState {
    let state = this.matches.get(gameId);
    if (!state) {
      state = new ChannelState(`match:${gameId}`);
      this.matches.set(gameId, state);
    }
    return state;
  }

  /** A subscriber dropped: socket.io may restore it (and replay what it missed) within the recovery window. */
  noteDisconnect(channel: string): void {
    const state = channel === 'counts' ? this.countsChannel : (this.lists.get(channel) ?? this.matches.get(channel.slice(6)));
    if (state) state.recoverableUntil = this.options.now() + this.options.recoveryWindowMs;
  }

  private opsOf(state: ChannelState): FeedOp[] | null {
    if (state.checkedTick !== this.tick) {
      state.checkedTick = this.tick;
      state.active = this.isActive(state);
      if (!state.active) state.seq += 1;
    }
    if (!state.active) return null;
    if (!state.pending) {
      state.pending = true;
      this.dirty.push(state);
    }
    return state.ops;
  }

  private isActive(state: ChannelState): boolean {
    if (roomsOf(state.name).some((room) => (this.nsp.adapter.rooms.get(room)?.size ?? 0) > 0)) return true;
    return state.recoverableUntil > 0 && this.options.now() <= state.recoverableUntil;
  }

  private listOps(m: SimMatch): FeedOp[] | null {
    if (m.showType === null) return null;
    const state = this.lists.get(listChannel(m.showType, m.feed.gameType));
    return state ? this.opsOf(state) : null;
  }

  private matchOps(m: SimMatch): FeedOp[] | null {
    const state = this.matches.get(m.gameId);
    return state ? this.opsOf(state) : null;
  }

  odds(m: SimMatch, o: SimOdds): void {
    const list = o.inList ? this.listOps(m) : null;
    const single = this.matchOps(m);
    if (list === null && single === null) return;
    const op: FeedOp = ['o', o.wire.oddsId, o.wire.price, o.wire.status];
    list?.push(op);
    single?.push(op);
  }

  market(m: SimMatch, playType: PlayType, status: OddsStatus): void {
    const list = this.listOps(m);
    const single = this.matchOps(m);
    if (list === null && single === null) return;
    const op: FeedOp = ['m', m.gameId, playType, status];
    list?.push(op);
    single?.push(op);
  }

  live(m: SimMatch, patch: Partial<FeedMatch>): void {
    const list = this.listOps(m);
    const single = this.matchOps(m);
    if (list === null && single === null) return;
    const op: FeedOp = ['l', m.gameId, patch];
    list?.push(op);
    single?.push(op);
  }

  /** Match events go to the match channel only: the lists show no tracker, and their deltas stay as they were. */
  event(m: SimMatch, event: MatchEvent): void {
    this.matchOps(m)?.push(['e', m.gameId, event]);
  }

  listed(m: SimMatch, showType: ShowType): void {
    this.countChanged(showType, m.feed.gameType);
    const state = this.lists.get(listChannel(showType, m.feed.gameType));
    const ops = state ? this.opsOf(state) : null;
    ops?.push(['a', m.wireMatch(), m.wireOdds(true), { ...m.league }]);
  }

  unlisted(m: SimMatch, showType: ShowType): void {
    this.countChanged(showType, m.feed.gameType);
    const state = this.lists.get(listChannel(showType, m.feed.gameType));
    const ops = state ? this.opsOf(state) : null;
    ops?.push(['r', m.gameId]);
  }

  removed(m: SimMatch): void {
    const state = this.matches.get(m.gameId);
    if (!state) return;
    this.opsOf(state)?.push(['r', m.gameId]);
    this.removedMatches.push(m.gameId);
  }

  private countChanged(showType: ShowType, gameType: GameType): void {
    this.changedCounts.set(listChannel(showType, gameType), [showType, gameType]);
  }

  flush(): void {
    if (this.changedCounts.size > 0) {
      const ops = this.opsOf(this.countsChannel);
      if (ops) for (const [showType, gameType] of this.changedCounts.values()) ops.push(['c', showType, gameType, this.sizeOf(showType, gameType)]);
      this.changedCounts.clear();
    }
    const ts = this.options.now();
    for (const state of this.dirty) {
      state.seq += 1;
      const delta: FeedDelta = { channel: state.name as FeedDelta['channel'], seq: state.seq, ts, ops: state.ops };
      // A fresh array per delta: socket.io keeps emitted packets for connection state recovery.
      state.ops = [];
      state.pending = false;
      // Names travel only in added matches: every other delta is one broadcast to the rooms of both languages.
      if (hasNames(delta)) {
        this.nsp.to(roomOf(state.name, 'zh-CN')).emit('delta', delta);
        this.nsp.to(roomOf(state.name, 'zh-TW')).emit('delta', deltaIn('zh-TW', delta));
      } else {
        this.nsp.to(roomsOf(state.name)).emit('delta', delta);
      }
      this.options.recorder?.record('delta', state.name, state.seq, delta);
      this.deltas += 1;
      this.ops += delta.ops.length;
    }
    this.dirty = [];
    for (const gameId of this.removedMatches) {
      this.matches.delete(gameId);
      for (const room of roomsOf(`match:${gameId}`)) this.nsp.in(room).socketsLeave(room);
    }
    this.removedMatches.length = 0;
    this.tick += 1;
  }
}
