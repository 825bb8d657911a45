import type { FastifyInstance } from 'fastify';
import { chatApi, Code, Message } from '@src/contract';
import { ApiError } from '../http/apiError';
import { defineRoute } from '../http/defineRoute';
import type { ChatTokens } from './chatTokens';

/** spec 7.1 member/jwt: a signed-in member's short-lived chat token (empty body). */
export function registerMemberJwtRoute(
  app: FastifyInstance,
  tokens: ChatTokens,
  vipLevelOf: (userId: string) => number,
): void {
  defineRoute(app, chatApi.memberJwt, async (_body, { member }) => {
    // defineRoute already answers 6001 without a member; this narrows the type.
    if (!member) throw new ApiError(Code.LoginExpired, Message.reLogin);
    return tokens.issueMember({
      userId: member.userId,
      username: member.username,
      vipLevel: vipLevelOf(member.userId),
    });
  });
}
