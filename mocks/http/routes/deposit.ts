import type { FastifyInstance } from 'fastify';
import { Code, fenToMoney } from '@src/contract';
import { DepositMessage, depositApi } from '@src/contract/deposit';
import { maskRealName } from '../../auth/memberProfile';
import { DEPOSIT_CHANNELS, DEPOSIT_NOTIFY_PATH, DEPOSIT_REWARDS, toChannelView } from '../../funds/deposits';
import { providerReportSchema } from '../../payments/providerApi';
import type { Services } from '../../services';
import { ApiError } from '../apiError';
import { defineRoute } from '../defineRoute';
import { validationMessage } from '../validationMessage';

/** The VIRTUAL rows of vCurrency/list: the networks of the coin channels. */
const CONFIRMATIONS = { TRC20: 19, ERC20: 12 } as const;

/** spec 7.1 and 7.3 deposit calls, and the provider's notify route (mocks/funds/deposits). */
export function registerDepositRoutes(app: FastifyInstance, services: Services): void {
  const { deposits, members, site } = services;
  const memberId = (userId: string): number => Number(userId);

  defineRoute(app, depositApi.paymentTypes, () => ({ channels: DEPOSIT_CHANNELS.map(toChannelView) }));

  defineRoute(app, depositApi.pay, (body, context) => {
    // spec 2.4: the client hides the deposit pages of such a site; the server refuses whatever the client does.
    if (!site.config().depositEnabled) throw new ApiError(Code.AccessDenied, DepositMessage.depositDisabled);
    return deposits.pay(memberId(context.member.userId), {
      channelId: body.channelId,
      amount: body.amount,
      idempotencyKey: body.idempotencyKey,
      ...(body.quoteId === undefined ? {} : { quoteId: body.quoteId }),
    });
  });

  defineRoute(app, depositApi.getDepositOrderStatus, (body, context) =>
    deposits.status(memberId(context.member.userId), body.orderNo),
  );

  defineRoute(app, depositApi.closeOrder, (body, context) => deposits.closeOrder(memberId(context.member.userId), body.orderNo));

  defineRoute(app, depositApi.createSignalCode, (body, context) =>
    deposits.signalCode(memberId(context.member.userId), body.orderNo),
  );

  defineRoute(app, depositApi.getCustomerInfo, () => ({
    serviceUrl: site.config().customerServiceUrl || null,
    contacts: [
      { kind: 'telegram' as const, value: '@aurora_cashier_sandbox' },
      { kind: 'email' as const, value: 'cashier@example.com' },
    ],
    hours: '7×24小时',
  }));

  defineRoute(app, depositApi.getTransferRate, (body, context) =>
    deposits.quotes.quote(memberId(context.member.userId), body.network),
  );

  defineRoute(app, depositApi.utcTransfer, (body, context) =>
    deposits.reportTransfer(memberId(context.member.userId), body.orderNo, body.txHash),
  );

  defineRoute(app, depositApi.vCurrencyList, () => ({
    currencies: DEPOSIT_CHANNELS.filter((channel) => channel.kind === 'virtual' && channel.network !== null).map(
      (channel) => {
        const network = channel.network ?? 'TRC20';
        return {
          currency: 'USDT' as const,
          network,
          name: `USDT-${network}`,
          confirmations: CONFIRMATIONS[network],
          minUsdt: '1',
          open: channel.open,
        };
      },
    ),
  }));

  defineRoute(app, depositApi.querySiteDepositRewardConfigList, () => ({
    rewards: DEPOSIT_REWARDS.map((reward) => ({
      kind: reward.kind,
      title: reward.title,
      rate: reward.rate,
      maxReward: fenToMoney(reward.maxRewardFen),
      minDeposit: fenToMoney(reward.minDepositFen),
    })),
  }));

  defineRoute(app, depositApi.bindFromDeposit, (body, context) => {
    const id = memberId(context.member.userId);
    const member = members.findById(id);
    if (!member) throw new ApiError(Code.LoginExpired, '请重新登录');
    if (member.realName) throw new ApiError(Code.DataExists, DepositMessage.realNameBound);
    members.bindRealName(id, body.realName);
    return { realName: maskRealName(body.realName) };
  });

  // The provider's reports. Not a contract call (no member, no client): the body is the provider's signed report.
  app.post<{ Params: { provider: string } }>(`${DEPOSIT_NOTIFY_PATH}/:provider`, (request) => {
    if (request.params.provider !== services.sandboxPay.name) throw new ApiError(Code.NotFound, '支付通道不存在');
    const parsed = providerReportSchema.safeParse(request.body ?? {}, { reportInput: true });
    if (!parsed.success) throw new ApiError(Code.InvalidParameter, validationMessage(parsed.error, request.url));
    deposits.handleReport(parsed.data);
    return { status_code: Code.Success, data: 'success', message: '成功' };
  });
}
