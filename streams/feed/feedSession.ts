import { BehaviorSubject, Subject } from 'rxjs';
import type { FeedChannel, FeedDelta, SubscribeAck } from '@src/contract';
import { ConflationBuffer } from './conflationBuffer';
import type { FeedBatch, StaleReason } from './feedTypes';

/** Where a channel's stream stands, as the ingest path sees it. */
export type ChannelPhase = 'subscribing' | 'live' | 'stale';

interface ChannelRuntime {
  phase: ChannelPhase;
  staleReason: StaleReason | null;
  /** The seq the next delta must carry. */
  expectedSeq: number;
  lastSeq: number;
  /** A delta was applied since the last flush. */
  progressed: boolean;
  /** Deltas that arrived before the ack; those past the snapshot's seq are applied after it. */
  pending: FeedDelta[];
  /** The connection epoch the subscribe was sent on (-1: not sent yet). */
  sentOnEpoch: number;
  /** A subscribe is under way (waiting for the link, in flight, or waiting to retry). */
  requested: boolean;
}

/** More deltas than this waiting for one ack means the ack is not coming; the retry will resync. */
const MAX_PENDING_DELTAS = 10_000;

/**
 * The feed's hot-path state, kept out of the store (it changes with every message): per-channel
 * sequence tracking and the conflation buffer. One per running feed epic, shared by its parts.
 */
export class FeedSession {
  private readonly channels = new Map<FeedChannel, ChannelRuntime>();
  readonly buffer = new ConflationBuffer();
  /** Emits when the buffer goes from empty to non-empty: at most once per frame. */
  readonly frameRequests$ = new Subject<void>();
  private frameRequested = false;
  /** Connected and not declared dead: subscribes may be sent. */
  readonly linkUsable$ = new BehaviorSubject(false);
  connected = false;
  linkDead = false;
  /** Incremented on every connect, so a subscribe sent on an earlier connection is sent again. */
  epoch = 0;
  lastActivityAt: number;

  /** @param now the clock (the injected scheduler's) */
  constructor(private readonly now: () => number) {
    this.lastActivityAt = now();
  }

  // ---- Channel lifecycle ----

  open(channel: FeedChannel): void {
    if (this.channels.has(channel)) return;
    this.channels.set(channel, {
      phase: 'subscribing',
      staleReason: null,
      expectedSeq: 0,
      lastSeq: 0,
      progressed: false,
      pending: [],
      sentOnEpoch: -1,
      requested: false,
    });
  }

  close(channel: FeedChannel): void {
    this.channels.delete(channel);
    this.buffer.dropChannel(channel);
  }

  isOpen(channel: FeedChannel): boolean {
    return this.channels.has(channel);
  }

  phaseOf(channel: FeedChannel): ChannelPhase | undefined {
    return this.channels.get(channel)?.phase;
  }

  staleReasonOf(channel: FeedChannel): StaleReason | null {
    return this.channels.get(channel)?.staleReason ?? null;
  }

  /** Open channels in a phase (for link-wide events). */
  channelsIn(phase: ChannelPhase): FeedChannel[] {
    const result: FeedChannel[] = [];
    for (const [channel, runtime] of this.channels) if (runtime.phase === phase) result.push(channel);
    return result;
  }

  /** Channels whose subscribe went out on an earlier connection: its ack will not come. */
  channelsSentBefore(epoch: number): FeedChannel[] {
    const result: FeedChannel[] = [];
    for (const [channel, runtime] of this.channels) {
      if (runtime.phase === 'subscribing' && runtime.sentOnEpoch >= 0 && runtime.sentOnEpoch < epoch) result.push(channel);
    }
    return result;
  }

  setRequested(channel: FeedChannel, requested: boolean): void {
    const runtime = this.channels.get(channel);
    if (runtime !== undefined) runtime.requested = requested;
  }

  isRequested(channel: FeedChannel): boolean {
    return this.channels.get(channel)?.requested === true;
  }

  markStale(channel: FeedChannel, reason: StaleReason): void {
    const runtime = this.channels.get(channel);
    if (runtime === undefined) return;
    runtime.phase = 'stale';
    runtime.staleReason = reason;
    runtime.pending.length = 0;
  }

  markLive(channel: FeedChannel): void {
    const runtime = this.channels.get(channel);
    if (runtime === undefined) return;
    runtime.phase = 'live';
    runtime.staleReason = null;
  }

  /** A subscribe is going out: deltas from now on wait for its ack. */
  beginSubscribe(channel: FeedChannel): void {
    const runtime = this.channels.get(channel);
    if (runtime === undefined) return;
    runtime.phase = 'subscribing';
    runtime.pending.length = 0;
    runtime.sentOnEpoch = this.epoch;
  }

  /**
   * The ack arrived. Returns what was buffered before it (to be applied before the snapshot, being
   * older) and the deltas that came after the snapshot's seq (to ingest once the snapshot is applied).
   */
  completeSubscribe(ack: SubscribeAck): { earlier: FeedBatch | null; later: FeedDelta[] } {
    const runtime = this.channels.get(ack.channel);
    if (runtime === undefined) return { earlier: null, later: [] };
    this.touch();
    const earlier = this.flush();
    runtime.phase = 'live';
    runtime.staleReason = null;
    runtime.expectedSeq = ack.seq + 1;
    runtime.lastSeq = ack.seq;
    runtime.progressed = false;
    const later = runtime.pending.filter((delta) => delta.seq > ack.seq);
    runtime.pending = [];
    return { earlier, later };
  }

  // ---- Ingest (the hot path) ----

  /** Notes a sign of life (heartbeat or any message). */
  touch(): void {
    this.lastActivityAt = this.now();
  }

  /**
   * Takes one delta: checks its sequence and merges its ops into the buffer. Returns false only on a
   * sequence gap (the channel is then stale); duplicates and deltas for channels nobody wants are
   * dropped quietly.
   */
  ingest(delta: FeedDelta): boolean {
    this.lastActivityAt = this.now();
    const runtime = this.channels.get(delta.channel);
    if (runtime === undefined) return true;
    if (runtime.phase !== 'live') {
      if (runtime.phase === 'subscribing' && runtime.pending.length < MAX_PENDING_DELTAS) runtime.pending.push(delta);
      return true;
    }
    const seq = delta.seq;
    if (seq !== runtime.expectedSeq) {
      if (seq < runtime.expectedSeq) return true;
      this.markStale(delta.channel, 'gap');
      return false;
    }
    runtime.expectedSeq = seq + 1;
    runtime.lastSeq = seq;
    runtime.progressed = true;
    this.buffer.add(delta.channel, delta.ops, delta.ts);
    if (!this.frameRequested) {
      this.frameRequested = true;
      this.frameRequests$.next();
    }
    return true;
  }

  /** Everything buffered since the last flush as one batch, or null. */
  flush(): FeedBatch | null {
    this.frameRequested = false;
    const body = this.buffer.drain();
    let progress: FeedBatch['progress'] | null = null;
    for (const [channel, runtime] of this.channels) {
      if (!runtime.progressed) continue;
      runtime.progressed = false;
      (progress ??= []).push({ channel, seq: runtime.lastSeq });
    }
    if (body === null && progress === null) return null;
    return {
      membership: body?.membership ?? [],
      markets: body?.markets ?? [],
      odds: body?.odds ?? [],
      live: body?.live ?? [],
      counts: body?.counts ?? [],
      // Always present (undefined with no event): one shape for every batch object on the hot path.
      events: body?.events,
      progress: progress ?? [],
      ts: body?.ts ?? 0,
      at: this.now(),
    };
  }
}
