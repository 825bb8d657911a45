import type { FastifyInstance } from 'fastify';
import { chatApi, Code, Message } from '@src/contract';
import { ApiError } from '../http/apiError';
import type { MemberSessions } from '../auth/tokens';
import { defineRoute } from '../http/defineRoute';
import type { ChatTokens } from './chatTokens';

/**
 * spec 7.1 member/jwt: a signed-in member's short-lived chat token (empty body). With `sessions`, the token names the
 * site login session it was asked under, so that it stops working when that session ends.
 */
export function registerMemberJwtRoute(
  app: FastifyInstance,
  tokens: ChatTokens,
  vipLevelOf: (userId: string) => number,
  sessions?: Pick<MemberSessions, 'sessionOf'>,
): void {
  defineRoute(app, chatApi.memberJwt, async (_body, { member, token }) => {
    // defineRoute already answers 6001 without a member; this narrows the type.
    if (!member || !token) throw new ApiError(Code.LoginExpired, Message.reLogin);
    const session = sessions ? await sessions.sessionOf(token) : undefined;
    if (session === null) throw new ApiError(Code.LoginExpired, Message.reLogin);
    return tokens.issueMember({
      userId: member.userId,
      username: member.username,
      vipLevel: vipLevelOf(member.userId),
      ...(session ? { sessionId: session.sessionId } : {}),
    });
  });
}
