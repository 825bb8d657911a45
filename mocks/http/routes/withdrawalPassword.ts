import type { FastifyInstance } from 'fastify';
import { withdrawalPasswordApi } from '@src/contract/withdrawalPassword';
import type { WithdrawalPasswords } from '../../funds/withdrawalPassword/withdrawalPasswords';
import { defineRoute } from '../defineRoute';
import { answerSuccessWith } from './successMessage';

/** Success messages of the withdrawal password calls. */
export const WithdrawalPasswordSuccess = {
  set: '资金密码设置成功',
  reset: '资金密码重置成功',
} as const;

/** spec 7.1 withdrawal/pwd/set, emailCheck and reset. */
export function registerWithdrawalPasswordRoutes(app: FastifyInstance, passwords: WithdrawalPasswords): void {
  defineRoute(app, withdrawalPasswordApi.setWithdrawalPassword, async (body, { member }) => {
    await passwords.set(Number(member.userId), body.loginPassword, body.password);
    return null;
  });
  defineRoute(app, withdrawalPasswordApi.sendWithdrawalPasswordCode, (body, { member }) =>
    passwords.sendResetCode(Number(member.userId), body.channel),
  );
  defineRoute(app, withdrawalPasswordApi.resetWithdrawalPassword, async (body, { member }) => {
    await passwords.reset(Number(member.userId), body.channel, body.code, body.password);
    return null;
  });
  answerSuccessWith(app, withdrawalPasswordApi.setWithdrawalPassword, () => WithdrawalPasswordSuccess.set);
  answerSuccessWith(app, withdrawalPasswordApi.resetWithdrawalPassword, () => WithdrawalPasswordSuccess.reset);
}
