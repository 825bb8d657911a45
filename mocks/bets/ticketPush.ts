import type { Server as SocketIoServer, Socket } from 'socket.io';
import { FEED_NAMESPACE, TICKET_EVENT, type TicketEvent } from '@src/contract';

export function memberRoom(memberId: number | string): string {
  return `member:${memberId}`;
}

/**
 * Ticket pushes over the feed socket (src/contract/bet.ts): a handshake `auth: {token}` with a valid member
 * token puts the socket in the member's room; anything else leaves it a plain feed socket.
 */
export function attachTicketPush(
  io: SocketIoServer,
  authenticate: (token: string) => Promise<{ userId: string } | null>,
): { notify(memberId: number, event: TicketEvent): void } {
  const nsp = io.of(FEED_NAMESPACE);
  const members = new WeakMap<Socket, string>();
  nsp.use((socket, next) => {
    const auth: unknown = socket.handshake.auth;
    const token = typeof auth === 'object' && auth !== null && 'token' in auth ? auth.token : undefined;
    if (typeof token !== 'string' || token === '' || token.length > 2000) {
      next();
      return;
    }
    authenticate(token).then(
      (member) => {
        if (member) members.set(socket, member.userId);
        next();
      },
      () => next(),
    );
  });
  nsp.on('connection', (socket) => {
    const userId = members.get(socket);
    if (userId !== undefined) void socket.join(memberRoom(userId));
  });
  return {
    notify(memberId, event) {
      nsp.to(memberRoom(memberId)).emit(TICKET_EVENT, event);
    },
  };
}
