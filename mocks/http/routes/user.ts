import type { FastifyInstance } from 'fastify';
import { Code, Message, api } from '@src/contract';
import type { AuthService } from '../../auth/authService';
import { memberInfoOf } from '../../auth/memberProfile';
import type { MemberStore } from '../../auth/members';
import type { WithdrawalPasswords } from '../../funds/withdrawalPassword/withdrawalPasswords';
import { ApiError } from '../apiError';
import { defineRoute } from '../defineRoute';

/** spec 7.1 and 7.5: register, login, logout and member info. */
export function registerUserRoutes(
  app: FastifyInstance,
  auth: AuthService,
  members: MemberStore,
  withdrawalPasswords: WithdrawalPasswords,
): void {
  defineRoute(app, api.register, (body, { ip, deviceId }) => auth.register(body, { ip, deviceId }));
  defineRoute(app, api.login, (body, { ip, deviceId }) => auth.login(body, { ip, deviceId }));

  defineRoute(app, api.logout, async (_body, { token }) => {
    await auth.logout(token);
    return null;
  });

  defineRoute(app, api.memberInfo, (_body, context) => {
    const record = members.findById(Number(context.member.userId));
    if (!record) throw new ApiError(Code.LoginExpired, Message.reLogin);
    return { ...memberInfoOf(record), withdrawalPasswordSet: withdrawalPasswords.isSet(record.id) };
  });
}
