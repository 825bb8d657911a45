import { Observable } from 'rxjs';
import { io, type Socket } from 'socket.io-client';
import {
  BET_RESULTS,
  CHAT_PATH,
  REJECT_REASONS,
  TICKET_EVENT,
  TICKET_STATUSES,
  type FeedHandshakeAuth,
  type TicketEvent,
} from '@src/contract';
import { DEPOSIT_EVENT, toDepositEvent } from '@src/contract/depositEvent';
import { createChatTransport, createFeedTransport, type ChatTransport, type FeedTransport } from '@streams';
import type { MemberFeed } from './memberFeed';

export interface BrowserTransportOptions {
  /** The member's token; null for a visitor (chat then logs in as a guest). */
  getToken: () => string | null;
  /** The backend's origin, e.g. `window.location.origin`. */
  origin: string;
  /** The page's language, sent in the feed's handshake: snapshots carry team and league names in it. */
  getLanguage?: () => string;
}

/** The sockets of the app: the socket.io feed (with the member room's ticket pushes) and the chat websocket. */
export interface BrowserTransports {
  feed: FeedTransport;
  chat: ChatTransport;
  memberFeed: MemberFeed;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** A `ticket` event as the server sent it, or null when it is not one. */
export function toTicketEvent(message: unknown): TicketEvent | null {
  if (typeof message !== 'object' || message === null) return null;
  const { ticket_id: ticketId, status, reason, result } = message as Record<string, unknown>;
  if (typeof ticketId !== 'string' || !oneOf(TICKET_STATUSES, status)) return null;
  return {
    ticket_id: ticketId,
    status,
    ...(oneOf(REJECT_REASONS, reason) ? { reason } : {}),
    ...(oneOf(BET_RESULTS, result) ? { result } : {}),
  };
}

/** The member room's events of one name, each kept when `parse` recognises it. */
function memberRoomEvents<T>(socket: () => Socket | null, event: string, parse: (message: unknown) => T | null) {
  return new Observable<T>((subscriber) => {
    const current = socket();
    if (!current) return undefined;
    const listener = (message: unknown) => {
      const parsed = parse(message);
      if (parsed) subscriber.next(parsed);
    };
    current.on(event, listener);
    return () => {
      current.off(event, listener);
    };
  });
}

/**
 * The transports in the browser: the one place that wires sockets to the app. The feed socket connects when
 * created (socket.io); the chat socket when its epic asks. Loaded after the entry chunk (see
 * deferredTransports.ts): socket.io, the websocket client and the chat frames' schemas are not in it.
 */
export function createBrowserTransports({ getToken, origin, getLanguage }: BrowserTransportOptions): BrowserTransports {
  const chatUrl = new URL(CHAT_PATH, origin);
  chatUrl.protocol = chatUrl.protocol === 'https:' ? 'wss:' : 'ws:';
  let feedSocket: Socket | null = null;
  const feed = createFeedTransport({
    io: (url, options) => {
      feedSocket = io(url, options);
      return feedSocket;
    },
    url: origin,
    // A function, so every (re)connection sends the token and the language of the moment.
    socketOptions: {
      auth: (send: (auth: FeedHandshakeAuth) => void) => {
        const token = getToken();
        const lang = getLanguage?.();
        send({ ...(token ? { token } : {}), ...(lang ? { lang } : {}) });
      },
    },
  });
  return {
    feed,
    chat: createChatTransport({ WebSocket, url: chatUrl.toString(), ...(getLanguage ? { language: getLanguage } : {}) }),
    memberFeed: {
      ticketEvents$: memberRoomEvents(() => feedSocket, TICKET_EVENT, toTicketEvent),
      depositEvents$: memberRoomEvents(() => feedSocket, DEPOSIT_EVENT, toDepositEvent),
      reconnect: () => {
        feedSocket?.disconnect().connect();
      },
    },
  };
}
