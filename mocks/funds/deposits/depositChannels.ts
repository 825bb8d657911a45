import { fenToMoney } from '@src/contract';
import {
  DEPOSIT_WAIT_SCREENS,
  type DepositChannel,
  type DepositChannelKind,
  type DepositMethod,
  type DepositReceiver,
  type DepositRewardConfig,
  type VirtualNetwork,
} from '@src/contract/deposit';
import type { ProviderMethod } from '../../payments/providerApi';

/** One deposit channel as the site configures it (money in fen, rates as decimal strings). */
export interface DepositChannelConfig {
  id: string;
  name: string;
  kind: DepositChannelKind;
  method: DepositMethod;
  network: VirtualNetwork | null;
  providerMethod: ProviderMethod;
  minFen: bigint;
  maxFen: bigint;
  quickAmounts: readonly string[];
  /** Fee borne by the payer, a fraction with up to 4 decimals. */
  feeRate: string;
  open: boolean;
  hours: string;
  needsSignalCode: boolean;
  /** How long an order of the channel waits for the payment. */
  expiryMs: number;
  receiver: DepositReceiver | null;
}

const MINUTE = 60_000;
const yuan = (value: number): bigint => BigInt(value) * 100n;

const SITE_PAYEE = '极光体育（沙盒收款）';
const TRC20_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const ERC20_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

/** What most channels share: open round the clock, no fee, no signal code, no coin network, nothing to show. */
const CHANNEL_DEFAULTS = {
  network: null,
  feeRate: '0',
  open: true,
  hours: '00:00-24:00',
  needsSignalCode: false,
  receiver: null,
} as const satisfies Partial<DepositChannelConfig>;

type ChannelEntry = Omit<DepositChannelConfig, keyof typeof CHANNEL_DEFAULTS> & Partial<DepositChannelConfig>;

/**
 * The site's deposit channels (issue 14): every one is served by the sandbox provider, which stands in for the bank,
 * the wallet app or the chain (its payer page is where the "payer" pays).
 */
export const DEPOSIT_CHANNELS: readonly DepositChannelConfig[] = (
  [
  {
    id: 'bank-card',
    name: '银行卡转账',
    kind: 'transfer',
    method: 'bank_card',
    providerMethod: 'bank',
    minFen: yuan(100),
    maxFen: yuan(50_000),
    quickAmounts: ['100.00', '500.00', '1000.00', '5000.00', '10000.00'],
    needsSignalCode: true,
    expiryMs: 30 * MINUTE,
    receiver: { accountName: SITE_PAYEE, account: '6222021001234567890', bankName: '中国工商银行', branch: '深圳分行营业部' },
  },
  {
    id: 'online-banking',
    name: '网银支付',
    kind: 'recharge',
    method: 'online_banking',
    providerMethod: 'qr',
    minFen: yuan(50),
    maxFen: yuan(20_000),
    quickAmounts: ['50.00', '100.00', '500.00', '1000.00', '5000.00'],
    expiryMs: 15 * MINUTE,
  },
  {
    id: 'alipay-qr',
    name: '支付宝扫码',
    kind: 'recharge',
    method: 'alipay',
    providerMethod: 'qr',
    minFen: yuan(50),
    maxFen: yuan(10_000),
    quickAmounts: ['50.00', '100.00', '200.00', '500.00', '1000.00'],
    expiryMs: 15 * MINUTE,
  },
  {
    id: 'wechat-qr',
    name: '微信扫码',
    kind: 'recharge',
    method: 'wechat',
    providerMethod: 'qr',
    minFen: yuan(50),
    maxFen: yuan(5_000),
    quickAmounts: ['50.00', '100.00', '200.00', '500.00', '1000.00'],
    expiryMs: 15 * MINUTE,
  },
  {
    id: 'huione',
    name: '汇旺支付',
    kind: 'huiwang',
    method: 'huione',
    providerMethod: 'huione',
    minFen: yuan(100),
    maxFen: yuan(100_000),
    quickAmounts: ['100.00', '500.00', '1000.00', '5000.00', '10000.00'],
    needsSignalCode: true,
    expiryMs: 30 * MINUTE,
    receiver: { accountName: SITE_PAYEE, account: 'HW88012345', bankName: '汇旺', branch: null },
  },
  {
    id: 'coin-collection',
    name: '虚拟币收款',
    kind: 'xnbsk',
    method: 'coin_collection',
    network: 'TRC20',
    providerMethod: 'coin',
    minFen: yuan(100),
    maxFen: yuan(500_000),
    quickAmounts: ['100.00', '500.00', '1000.00', '5000.00', '10000.00'],
    expiryMs: 30 * MINUTE,
    receiver: { accountName: SITE_PAYEE, account: TRC20_ADDRESS, bankName: 'TRC20', branch: null },
  },
  {
    id: 'usdt-trc20',
    name: 'USDT-TRC20',
    kind: 'virtual',
    method: 'usdt_trc20',
    network: 'TRC20',
    providerMethod: 'coin',
    minFen: yuan(100),
    maxFen: yuan(1_000_000),
    quickAmounts: ['100.00', '500.00', '1000.00', '5000.00', '10000.00'],
    expiryMs: 30 * MINUTE,
    receiver: { accountName: SITE_PAYEE, account: TRC20_ADDRESS, bankName: 'TRC20', branch: null },
  },
  {
    id: 'usdt-erc20',
    name: 'USDT-ERC20',
    kind: 'virtual',
    method: 'usdt_erc20',
    network: 'ERC20',
    providerMethod: 'coin',
    minFen: yuan(500),
    maxFen: yuan(1_000_000),
    quickAmounts: ['500.00', '1000.00', '5000.00', '10000.00', '50000.00'],
    expiryMs: 30 * MINUTE,
    receiver: { accountName: SITE_PAYEE, account: ERC20_ADDRESS, bankName: 'ERC20', branch: null },
  },
  ] satisfies ChannelEntry[]
).map((entry) => ({ ...CHANNEL_DEFAULTS, ...entry }));

/** The deposit rewards by kind (querySiteDepositRewardConfigList): paid as a `bonus` when the order is paid. */
export const DEPOSIT_REWARDS: readonly (Omit<DepositRewardConfig, 'maxReward' | 'minDeposit'> & {
  maxRewardFen: bigint;
  minDepositFen: bigint;
})[] = [
  { kind: 'virtual', title: 'USDT存款加赠1.5%', rate: '0.0150', maxRewardFen: yuan(1888), minDepositFen: yuan(100) },
  { kind: 'xnbsk', title: '虚拟币存款加赠1%', rate: '0.0100', maxRewardFen: yuan(888), minDepositFen: yuan(100) },
];

export function findChannel(id: string): DepositChannelConfig | undefined {
  return DEPOSIT_CHANNELS.find((channel) => channel.id === id);
}

export function rewardOf(kind: DepositChannelKind): (typeof DEPOSIT_REWARDS)[number] | undefined {
  return DEPOSIT_REWARDS.find((reward) => reward.kind === kind);
}

/** A fraction ("0.0150") of an amount in fen, rounded down to the fen, without floats. */
export function fractionOf(amountFen: bigint, fraction: string): bigint {
  const [whole = '0', decimals = ''] = fraction.split('.');
  const scale = 10n ** BigInt(decimals.length);
  return (amountFen * BigInt(`${whole}${decimals}`)) / scale;
}

/** The bonus a paid deposit of `amountFen` earns on a channel kind. */
export function bonusFor(kind: DepositChannelKind, amountFen: bigint): bigint {
  const reward = rewardOf(kind);
  if (!reward || amountFen < reward.minDepositFen) return 0n;
  const bonus = fractionOf(amountFen, reward.rate);
  return bonus > reward.maxRewardFen ? reward.maxRewardFen : bonus;
}

export function toChannelView(channel: DepositChannelConfig): DepositChannel {
  return {
    id: channel.id,
    name: channel.name,
    kind: channel.kind,
    method: channel.method,
    network: channel.network,
    min: fenToMoney(channel.minFen),
    max: fenToMoney(channel.maxFen),
    quickAmounts: [...channel.quickAmounts],
    feeRate: channel.feeRate,
    bonusRate: rewardOf(channel.kind)?.rate ?? '0',
    open: channel.open,
    hours: channel.hours,
    needsSignalCode: channel.needsSignalCode,
    waitScreen: DEPOSIT_WAIT_SCREENS[channel.kind],
  };
}
