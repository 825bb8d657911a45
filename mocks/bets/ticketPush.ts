import type { Server as SocketIoServer, Socket } from 'socket.io';
import { FEED_NAMESPACE, TICKET_EVENT, type TicketEvent } from '@src/contract';
import type { MemberSessions, SessionEnd } from '../auth/tokens';

const MEMBER_ROOM_PREFIX = 'member:';

export function memberRoom(memberId: number | string): string {
  return `${MEMBER_ROOM_PREFIX}${memberId}`;
}

interface SocketSession {
  memberId: number;
  sessionId: string;
}

export interface TicketPush {
  notify(memberId: number, event: TicketEvent): void;
  /** Any other event of the member (a deposit order's state, ...) to the member's live sockets, like tickets. */
  notifyMember(memberId: number, event: string, payload: unknown): void;
  /** Stops hearing session ends. */
  close(): void;
}

/**
 * Ticket pushes over the feed socket (src/contract/bet.ts): a handshake `auth: {token}` with a live member token puts
 * the socket in the member's room; anything else leaves it a plain feed socket.
 *
 * When a login session ends (logout, a password change), the sockets opened with its token leave the member's room
 * and stay plain feed sockets. A socket of that session that was away at the time may come back through socket.io's
 * connection state recovery, which puts it back in the rooms it had and replays what was sent to them meanwhile:
 * pushes leave such sockets out (so nothing is kept for their replay), and on its return only a live session keeps
 * a socket in a member room.
 */
export function attachTicketPush(
  io: SocketIoServer,
  sessions: Pick<MemberSessions, 'sessionOf' | 'onEnded'>,
  now: () => number = Date.now,
): TicketPush {
  const nsp = io.of(FEED_NAMESPACE);
  const recoveryMs = io._opts.connectionStateRecovery?.maxDisconnectionDuration ?? 0;
  const sessionOfSocket = new WeakMap<Socket, SocketSession>();
  /** Member sockets that dropped and may still come back through recovery: their session, and until when. */
  const away = new Map<string, { session: SocketSession; until: number }>();
  /** Ids of away sockets whose session has since ended, until their recovery window closes. */
  const ended = new Map<string, number>();

  const forgetClosedWindows = (): void => {
    const at = now();
    for (const [id, { until }] of away) if (until < at) away.delete(id);
    for (const [id, until] of ended) if (until < at) ended.delete(id);
  };

  nsp.use((socket, next) => {
    const auth: unknown = socket.handshake.auth;
    const token = typeof auth === 'object' && auth !== null && 'token' in auth ? auth.token : undefined;
    if (typeof token !== 'string' || token === '' || token.length > 2000) {
      next();
      return;
    }
    sessions.sessionOf(token).then(
      (session) => {
        if (session) sessionOfSocket.set(socket, session);
        next();
      },
      () => next(),
    );
  });

  nsp.on('connection', (socket) => {
    away.delete(socket.id);
    const session = sessionOfSocket.get(socket);
    // A recovered socket is back in the rooms it had: only the live session it presented now keeps a member room.
    for (const room of socket.rooms) {
      if (room.startsWith(MEMBER_ROOM_PREFIX) && (!session || room !== memberRoom(session.memberId))) void socket.leave(room);
    }
    if (!session) return;
    void socket.join(memberRoom(session.memberId));
    socket.on('disconnect', () => {
      const current = sessionOfSocket.get(socket);
      if (current && recoveryMs > 0) away.set(socket.id, { session: current, until: now() + recoveryMs });
    });
  });

  const endSessions = (end: SessionEnd): void => {
    forgetClosedWindows();
    const endedBy = (session: SocketSession): boolean =>
      session.memberId === end.memberId && (end.sessionId === null || session.sessionId === end.sessionId);
    const room = memberRoom(end.memberId);
    for (const id of [...(nsp.adapter.rooms.get(room) ?? [])]) {
      const socket = nsp.sockets.get(id);
      const session = socket && sessionOfSocket.get(socket);
      if (!socket || !session || !endedBy(session)) continue;
      sessionOfSocket.delete(socket);
      void socket.leave(room);
    }
    for (const [id, { session, until }] of away) {
      if (!endedBy(session)) continue;
      away.delete(id);
      ended.set(id, until);
    }
  };
  const stopHearing = sessions.onEnded(endSessions);

  const notifyMember = (memberId: number, event: string, payload: unknown): void => {
    forgetClosedWindows();
    nsp.to(memberRoom(memberId)).except([...ended.keys()]).emit(event, payload);
  };
  const push: TicketPush = {
    notify: (memberId, event) => notifyMember(memberId, TICKET_EVENT, event),
    notifyMember,
    close: () => {
      pushes.delete(io);
      stopHearing();
    },
  };
  pushes.set(io, push);
  return push;
}

const pushes = new WeakMap<SocketIoServer, TicketPush>();

/** The member push attached to a socket.io server (by runBets), for other features' member events. */
export function memberPushOf(io: SocketIoServer): TicketPush | undefined {
  return pushes.get(io);
}
