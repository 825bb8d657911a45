import { WITHDRAW_CODES, type WithdrawRefusal } from '@src/contract/withdraw';
import { ApiError } from '../../http/apiError';

/** The Chinese messages of withdraw/new's refusals; some name the limit that was hit. */
export const WithdrawalMessage = {
  methodClosed: '该取款方式暂未开放',
  belowMin: (min: string) => `单笔取款金额不能低于${min}元`,
  aboveMax: (max: string) => `单笔取款金额不能高于${max}元`,
  dailyCount: (count: number) => `今日取款次数已达上限（${count}次）`,
  dailyAmount: (left: string) => `已超出今日取款额度，今日还可取款${left}元`,
  turnoverUnmet: (remaining: string) => `还需流水¥${remaining}才能取款`,
  insufficientFunds: '可用余额不足',
  cardNotFound: '收款账户不存在，请选择您已绑定的账户',
  cardMethodMismatch: '收款账户与取款方式不符',
  passwordNotSet: '请先设置取款密码',
  orderNotFound: '取款订单不存在',
  alreadyResolved: '该取款订单已处理',
  rejectReasonRequired: '请填写拒绝原因',
} as const;

/** A refusal of withdraw/new: its own code (WITHDRAW_CODES), the Chinese message, and `{reason}` as data. */
export function withdrawalRefusal(reason: WithdrawRefusal, message: string): ApiError {
  return new ApiError(WITHDRAW_CODES[reason], message, { reason });
}
