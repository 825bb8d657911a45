import type { FeedChannel } from '@src/contract';

/** real: the streams/ store and epics (createFeedStore); naive: the per-message baseline (naiveFeedStore). */
export type ClientMode = 'real' | 'naive';

export type ToClients =
  | { type: 'add'; count: number; url: string; channels: FeedChannel[]; mode: ClientMode; wave: number }
  | { type: 'window' }
  | { type: 'stop' };

export interface WindowFigures {
  clients: number;
  /** Clients whose every channel answered its subscribe. */
  subscribed: number;
  received: number;
  applied: number;
  lost: number;
  outOfOrder: number;
  /** Send-to-applied latency (µs), HDR histogram compressed (hdr-histogram-js). */
  histogram: string;
  /** Per wall second of the window (Date.now() / 1000, floored): applied count, latency sum and max (µs). */
  seconds: { second: number; applied: number; sumUs: number; maxUs: number }[];
  /** This worker thread's CPU time in the window (workers/clientWorkerHost.ts: schedstat; event loop utilization where missing). */
  busyMs: number;
  /** The worker's V8 heap now. */
  heapUsed: number;
}

export type FromClients =
  | { type: 'added'; clients: number; subscribed: number; heapUsed: number }
  | ({ type: 'window' } & WindowFigures)
  | { type: 'stopped' }
  | { type: 'failed'; error: string };

// Headless chat clients (chatClients.ts): one per feed client, in their own worker threads.

export type ToChatClients =
  | { type: 'add'; count: number; chatUrl: string; rooms: string[]; wave: number }
  | { type: 'window' }
  | { type: 'stop' };

export interface ChatWindowFigures {
  clients: number;
  /** Clients whose store has its room joined on an open link. */
  joined: number;
  /** Room broadcasts received (not the answers to a client's own requests), in all and by frame type. */
  received: number;
  receivedByType: Record<string, number>;
  /** Members' messages (SendMessage) received, and found in the store. */
  messages: number;
  applied: number;
  /** By message id, consecutive per room in the replay: gaps and repeats or older ids. */
  lost: number;
  outOfOrder: number;
  /** Send (the message's sentAt, the replay's send time) to applied (µs), HDR histogram compressed. */
  histogram: string;
  busyMs: number;
  heapUsed: number;
}

export type FromChatClients =
  | { type: 'added'; clients: number; joined: number; heapUsed: number }
  | ({ type: 'window' } & ChatWindowFigures)
  | { type: 'stopped' }
  | { type: 'failed'; error: string };
