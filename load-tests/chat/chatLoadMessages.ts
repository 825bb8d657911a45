/** Messages between the load script (chatLoad.ts, which runs the server) and its client workers (chatLoadClients.ts). */

export interface ClientsStart {
  type: 'start';
  /** ws://host:port/ws/chat, without the handshake query. */
  wsUrl: string;
  clients: number;
  /** Clients connecting at once. */
  wave: number;
  rid: string;
}

/** Send `rate` messages a second (this worker's share) for `durationMs`, then answer with what was sent. */
export interface StepStart {
  type: 'step';
  step: number;
  rate: number;
  durationMs: number;
}

/** Every worker has sent: wait for `messages` (all workers' sends) to reach every client here, at most `drainMs`. */
export interface StepDrain {
  type: 'drain';
  messages: number;
  drainMs: number;
}

export interface ClientsStop {
  type: 'stop';
}

export type ToClients = ClientsStart | StepStart | StepDrain | ClientsStop;

export interface ClientsReady {
  type: 'ready';
  joined: number;
  connectMs: number;
}

export interface StepSent {
  type: 'sent';
  sent: number;
}

export interface StepResult {
  type: 'drained';
  /** Messages times this worker's joined clients. */
  expected: number;
  delivered: number;
  /** Sends the server refused (60000 sendRejected). */
  rejected: number;
  /** From the step's start to the last delivery counted, ms. */
  elapsedMs: number;
  /** Delivery latencies (send to receipt, µs) as an HDR histogram, compressed (hdr-histogram-js). */
  histogram: string;
  /** Share of the worker's time spent busy during the step. */
  busy: number;
}

export interface ClientsFailed {
  type: 'failed';
  error: string;
}

export type FromClients = ClientsReady | StepSent | StepResult | ClientsFailed | { type: 'stopped' };
