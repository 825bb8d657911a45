import type { Socket } from 'socket.io';
import { TokenBucket } from '../limits/tokenBucket';

/**
 * How much of the feed one socket, and one client address, may ask for (issue 13 item 6: one socket subscribing to
 * FT:FT 100 times got 100 snapshots, 49 MB in 0.8 s). Each is a token bucket: a burst, then a steady rate.
 */
export interface FeedLimits {
  /** Subscribe requests of one socket, answered or not. */
  subscribeBurst: number;
  subscribesPerSecond: number;
  /** Snapshots sent to one socket (first subscribes and resyncs). */
  snapshotBurst: number;
  snapshotsPerSecond: number;
  /** Snapshots sent to all the sockets of one client address together. */
  addressSnapshotBurst: number;
  addressSnapshotsPerSecond: number;
}

export const DEFAULT_FEED_LIMITS: FeedLimits = {
  // A page holds a handful of channels; a dead link re-subscribes every one at once, up to the 200 a socket may hold.
  subscribeBurst: 200,
  subscribesPerSecond: 20,
  // A page wants a few channels (a list or two, counts, the match opened); a dead link resyncs them all at once.
  snapshotBurst: 20,
  snapshotsPerSecond: 1,
  // Several people behind one address (an office, a carrier's shared address) opening pages at the same moment.
  addressSnapshotBurst: 100,
  addressSnapshotsPerSecond: 5,
};

interface SocketBudget {
  subscribes: TokenBucket;
  snapshots: TokenBucket;
  address: string;
}

/** The buckets of the sockets and client addresses; time from `now`. */
export class SubscribeLimits {
  private readonly sockets = new WeakMap<Socket, SocketBudget>();
  private readonly addresses = new Map<string, TokenBucket>();

  constructor(
    private readonly limits: FeedLimits,
    private readonly now: () => number,
    private readonly addressOf: (socket: Socket) => string,
  ) {}

  /** A socket connected: its budget starts full, and its client address is read now, while its request is fresh. */
  connected(socket: Socket): void {
    this.budget(socket);
  }

  /** Counts one subscribe request: null when it may be answered, else how long (ms) until one could be. */
  takeSubscribe(socket: Socket): number | null {
    const { subscribes } = this.budget(socket);
    const now = this.now();
    return subscribes.take(now) ? null : subscribes.waitMs(now);
  }

  /** Counts one snapshot against the socket and its address: null when it may be sent, else the wait (ms). */
  takeSnapshot(socket: Socket): number | null {
    const budget = this.budget(socket);
    const address = this.addressBucket(budget.address);
    const now = this.now();
    if (!budget.snapshots.has(now) || !address.has(now)) {
      return Math.max(budget.snapshots.waitMs(now), address.waitMs(now));
    }
    budget.snapshots.take(now);
    address.take(now);
    return null;
  }

  /** Forgets addresses whose bucket is full again (called now and then). */
  prune(): void {
    const now = this.now();
    for (const [address, bucket] of this.addresses) if (bucket.isFull(now)) this.addresses.delete(address);
  }

  private budget(socket: Socket): SocketBudget {
    let budget = this.sockets.get(socket);
    if (!budget) {
      const now = this.now();
      budget = {
        subscribes: new TokenBucket(this.limits.subscribesPerSecond, this.limits.subscribeBurst, now),
        snapshots: new TokenBucket(this.limits.snapshotsPerSecond, this.limits.snapshotBurst, now),
        address: this.addressOf(socket),
      };
      this.sockets.set(socket, budget);
    }
    return budget;
  }

  private addressBucket(address: string): TokenBucket {
    let bucket = this.addresses.get(address);
    if (!bucket) {
      bucket = new TokenBucket(this.limits.addressSnapshotsPerSecond, this.limits.addressSnapshotBurst, this.now());
      this.addresses.set(address, bucket);
    }
    return bucket;
  }
}
