import { CHAT_HEARTBEAT_MS, CHAT_MESSAGE_MAX_LENGTH } from '@src/contract';

/** The chat server's limits; tests and load runs pass their own. */
export interface ChatLimits {
  /** Longest message in characters (code points). */
  maxLength: number;
  /**
   * At most `sendsPerWindow` messages in any `sendWindowMs` per sender (member or guest identity), and as many per
   * connection, whoever it is logged in as.
   */
  sendsPerWindow: number;
  sendWindowMs: number;
  /**
   * Per client address (all its connections together): as many messages as this many senders at the full rate,
   * `sendersPerAddress * sendsPerWindow` in any `sendWindowMs`. Env CHAT_SENDERS_PER_ADDRESS (load runs from one
   * machine raise it).
   */
  sendersPerAddress: number;
  /** 10019 guest logins one connection may make in any `guestLoginWindowMs`; more answer "too frequent". */
  guestLoginsPerWindow: number;
  guestLoginWindowMs: number;
  /** Per connection, every frame counts: a bucket of `frameBurst` refilled at `framesPerSecond`. */
  framesPerSecond: number;
  frameBurst: number;
  /** Largest frame accepted, in bytes; bigger frames close the connection (1009). */
  maxFrameBytes: number;
  /** A connection silent this long (no frame, not even a heartbeat) is closed. */
  idleTimeoutMs: number;
  /** How often idle connections are closed, mutes expire and online counts are pushed (10009). */
  sweepMs: number;
  /** A client that does not read its socket is dropped when this much is waiting to be written. */
  maxBufferedBytes: number;
  /** Life of a member chat token (member/jwt) and of a guest token. */
  memberTokenTtlMs: number;
  guestTokenTtlMs: number;
}

export const DEFAULT_CHAT_LIMITS: ChatLimits = {
  maxLength: CHAT_MESSAGE_MAX_LENGTH,
  sendsPerWindow: 5,
  sendWindowMs: 10_000,
  // Several people behind one NAT (an office, a carrier's shared address) still chat at the full rate.
  sendersPerAddress: 10,
  // The client logs in as a guest on open, on logout and when a member token is refused: a few a minute at most.
  guestLoginsPerWindow: 3,
  guestLoginWindowMs: 60_000,
  framesPerSecond: 10,
  frameBurst: 30,
  maxFrameBytes: 16 * 1024,
  idleTimeoutMs: 3 * CHAT_HEARTBEAT_MS + 5_000,
  sweepMs: 5_000,
  maxBufferedBytes: 4 * 1024 * 1024,
  memberTokenTtlMs: 10 * 60_000,
  guestTokenTtlMs: 24 * 60 * 60_000,
};
