import { z } from 'zod';
import { createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { realNameSchema } from './account';
import { endpoint } from './endpoint';
import { withdrawalPasswordSchema } from './withdrawalPassword';

const FD = '/fd/api/v1';
const empty = z.object({}).passthrough();

/**
 * The member's withdrawal accounts (spec 2.2 bindPhone pages addBankCard, accountManage/:id, virtualCoinCard,
 * alipayManage; the calls under /fd/api/v1/bankCard). Three kinds, at most MAX_CARDS_PER_KIND live ones each:
 *
 * - `bank`: a bank card. `bankCard/withdraw/add/list` lists the banks one can add, with the lengths their
 *   numbers have and whether the Luhn check digit applies. `addBankCard` {bankCode, cardNumber (digits only),
 *   holderName, branch?}: the holder name must equal the member's bound real name (spec 9 terms).
 * - `virtual`: a USDT address, `bankCard/virtual/add` {network: TRC20 | ERC20, address, alias?}. TRC20 is a
 *   Base58Check address whose payload is 21 bytes starting with the version byte 0x41 ("T..."); ERC20 is 0x and
 *   40 hex digits, whose EIP-55 checksum is verified when the letters are of mixed case. Its holder is the
 *   member's real name.
 * - `alipay`: an Alipay account (a mainland mobile number or an e-mail), `bankCard/alipay/add` {account,
 *   holderName}; the holder name must equal the real name too.
 *
 * Every add needs a bound phone (6015) and a bound real name (6449); the same live account twice, or a sixth of
 * a kind, is refused 6009. `bankCard/queryMemberBanksInfoList` answers every live card of the member, its
 * account masked (`**** **** **** 1234`, an address `TQn9Y2…x6Lm`, an account `138****5678`).
 * `bankCard/info` {id} is one card (masked); `bankCard/reveal` {id, password} answers its full account after the
 * withdrawal password; `bankCard/delete` {id, password} deletes it after the withdrawal password. Another
 * member's card, or a deleted one, is 6004 as if it did not exist. Wrong withdrawal passwords answer as
 * src/contract/withdrawalPassword.ts says (6100, 6037, 6111).
 */
export const MAX_CARDS_PER_KIND = 5;

export const cardKindSchema = z.enum(['bank', 'virtual', 'alipay']);
export type CardKind = z.infer<typeof cardKindSchema>;

export const virtualNetworkSchema = z.enum(['TRC20', 'ERC20'], { error: '请选择TRC20或ERC20' });
export type VirtualNetwork = z.infer<typeof virtualNetworkSchema>;

export const CardMessage = {
  bankRequired: '请选择银行',
  bankUnknown: '不支持该银行',
  cardNumberRequired: '请输入银行卡号',
  cardNumberDigits: '只能输入数字',
  cardNumberLength: '位数与所选银行不符',
  cardNumberChecksum: '卡号有误，请核对后重新输入',
  holderMismatch: '持卡人姓名须与您绑定的真实姓名一致',
  branchFormat: '最多40个字',
  addressRequired: '请输入钱包地址',
  trc20Address: '请输入正确的TRC20地址（T开头，34位）',
  erc20Address: '请输入正确的ERC20地址（0x开头，共42位）',
  erc20Checksum: '地址校验失败，请复制完整地址后重试',
  aliasFormat: '最多20个字',
  alipayAccount: '请输入手机号码或邮箱',
  tooMany: (kindName: string) => `${kindName}最多可绑定${MAX_CARDS_PER_KIND}个，请先删除不用的再添加`,
  duplicate: '该账户已绑定，无需重复添加',
  notFound: '账户不存在或已删除',
  realNameFirst: '请先绑定真实姓名',
  phoneFirst: '请先绑定手机号码',
} as const;

/** What each kind is called in messages. */
export const CARD_KIND_NAMES: Record<CardKind, string> = { bank: '银行卡', virtual: '虚拟币地址', alipay: '支付宝账户' };

export interface BankRule {
  bankCode: string;
  bankName: string;
  /** The lengths its card numbers have. */
  lengths: readonly number[];
  /** Whether the last digit is a Luhn check digit. */
  luhn: boolean;
}

/** The banks one can add (bankCard/withdraw/add/list). */
export const BANKS: readonly BankRule[] = [
  { bankCode: 'ICBC', bankName: '中国工商银行', lengths: [16, 19], luhn: true },
  { bankCode: 'CCB', bankName: '中国建设银行', lengths: [16, 19], luhn: true },
  { bankCode: 'ABC', bankName: '中国农业银行', lengths: [16, 19], luhn: true },
  { bankCode: 'BOC', bankName: '中国银行', lengths: [16, 19], luhn: true },
  { bankCode: 'BOCOM', bankName: '交通银行', lengths: [17, 19], luhn: true },
  { bankCode: 'CMB', bankName: '招商银行', lengths: [16], luhn: true },
  { bankCode: 'PSBC', bankName: '中国邮政储蓄银行', lengths: [18, 19], luhn: false },
  { bankCode: 'CITIC', bankName: '中信银行', lengths: [16], luhn: true },
  { bankCode: 'CEB', bankName: '中国光大银行', lengths: [16], luhn: true },
  { bankCode: 'CMBC', bankName: '中国民生银行', lengths: [16], luhn: true },
  { bankCode: 'SPDB', bankName: '浦发银行', lengths: [16], luhn: true },
  { bankCode: 'RCC', bankName: '农村信用社', lengths: [18, 19], luhn: false },
];

export function bankOf(bankCode: string): BankRule | undefined {
  return BANKS.find((bank) => bank.bankCode === bankCode);
}

/** Luhn (mod 10): the digits, the last of them the check digit. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/** The Chinese message refusing a card number for the bank, or null when it fits (digits, length, Luhn). */
export function bankCardNumberProblem(bank: BankRule, cardNumber: string): string | null {
  if (cardNumber.length === 0) return CardMessage.cardNumberRequired;
  if (!/^\d+$/.test(cardNumber)) return CardMessage.cardNumberDigits;
  if (!bank.lengths.includes(cardNumber.length)) return CardMessage.cardNumberLength;
  if (bank.luhn && !isLuhnValid(cardNumber)) return CardMessage.cardNumberChecksum;
  return null;
}

const base58check = createBase58check(sha256);
/** The version byte of a TRON mainnet address. */
export const TRON_ADDRESS_VERSION = 0x41;

/** A TRC20 (TRON) address: Base58Check of 21 bytes, the first of them 0x41. */
export function isTrc20Address(address: string): boolean {
  if (address.length !== 34) return false;
  try {
    const payload = base58check.decode(address);
    return payload.length === 21 && payload[0] === TRON_ADDRESS_VERSION;
  } catch {
    return false;
  }
}

/** The EIP-55 form of a 0x address (its letters upper case where the keccak-256 of the lower-case hex says). */
export function toEip55Address(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)));
  const letters = Array.from(hex, (character, index) =>
    Number.parseInt(hash[index] ?? '0', 16) >= 8 ? character.toUpperCase() : character,
  );
  return `0x${letters.join('')}`;
}

/** The message refusing an ERC20 address, or null: 0x and 40 hex digits; mixed case must be its EIP-55 form. */
export function erc20AddressProblem(address: string): string | null {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return CardMessage.erc20Address;
  const letters = address.slice(2);
  const mixedCase = letters !== letters.toLowerCase() && letters !== letters.toUpperCase();
  if (mixedCase && toEip55Address(address) !== address) return CardMessage.erc20Checksum;
  return null;
}

export function virtualAddressProblem(network: VirtualNetwork, address: string): string | null {
  if (address.length === 0) return CardMessage.addressRequired;
  if (network === 'TRC20') return isTrc20Address(address) ? null : CardMessage.trc20Address;
  return erc20AddressProblem(address);
}

/** A mainland mobile number or an e-mail. */
export function isAlipayAccount(account: string): boolean {
  return /^1[3-9]\d{9}$/.test(account) || (account.length <= 40 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(account));
}

/** Masks: a card number `**** **** **** 1234`, an address `TQn9Y2…x6Lm`, a phone `138****5678`. */
export function maskAccount(kind: CardKind, account: string): string {
  if (kind === 'bank') return `**** **** **** ${account.slice(-4)}`;
  if (kind === 'virtual') return `${account.slice(0, 6)}…${account.slice(-4)}`;
  const at = account.indexOf('@');
  if (at > 0) return `${account.slice(0, Math.min(2, at))}****${account.slice(at)}`;
  return `${account.slice(0, 3)}****${account.slice(-4)}`;
}

/** Groups a card number by four for reading: 6222 0212 3456 7890 123. */
export function groupCardNumber(digits: string): string {
  return digits.replace(/(.{4})(?=.)/g, '$1 ');
}

const holderNameSchema = realNameSchema;

export const addBankCardRequestSchema = z
  .object({
    bankCode: z.string().min(1, CardMessage.bankRequired).max(20, CardMessage.bankUnknown),
    cardNumber: z.string().max(30, CardMessage.cardNumberDigits),
    holderName: holderNameSchema,
    branch: z.string().trim().max(40, CardMessage.branchFormat).optional().default(''),
  })
  .superRefine((body, ctx) => {
    const bank = bankOf(body.bankCode);
    if (!bank) {
      ctx.addIssue({ code: 'custom', path: ['bankCode'], message: CardMessage.bankUnknown });
      return;
    }
    const problem = bankCardNumberProblem(bank, body.cardNumber);
    if (problem) ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: problem });
  });
export type AddBankCardRequest = z.input<typeof addBankCardRequestSchema>;

export const addVirtualCardRequestSchema = z
  .object({
    network: virtualNetworkSchema,
    address: z.string().trim().max(64, CardMessage.addressRequired),
    alias: z.string().trim().max(20, CardMessage.aliasFormat).optional().default(''),
  })
  .superRefine((body, ctx) => {
    const problem = virtualAddressProblem(body.network, body.address);
    if (problem) ctx.addIssue({ code: 'custom', path: ['address'], message: problem });
  });
export type AddVirtualCardRequest = z.input<typeof addVirtualCardRequestSchema>;

export const addAlipayAccountRequestSchema = z.object({
  account: z.string().trim().refine(isAlipayAccount, CardMessage.alipayAccount),
  holderName: holderNameSchema,
});
export type AddAlipayAccountRequest = z.input<typeof addAlipayAccountRequestSchema>;

const cardIdSchema = z.coerce
  .number({ error: CardMessage.notFound })
  .int(CardMessage.notFound)
  .positive(CardMessage.notFound)
  .max(Number.MAX_SAFE_INTEGER, CardMessage.notFound);

export const cardIdRequestSchema = z.object({ id: cardIdSchema });
export const cardWithPasswordRequestSchema = z.object({ id: cardIdSchema, password: withdrawalPasswordSchema });
export type CardWithPasswordRequest = z.input<typeof cardWithPasswordRequestSchema>;

export const bankOptionSchema = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  lengths: z.array(z.number().int()),
  luhn: z.boolean(),
});
export type BankOption = z.infer<typeof bankOptionSchema>;

export const cardSchema = z.object({
  id: z.number().int(),
  kind: cardKindSchema,
  /** The bank's code, the network (TRC20, ERC20) or ALIPAY. */
  provider: z.string(),
  /** The bank's name, USDT-TRC20 / USDT-ERC20, or 支付宝. */
  providerName: z.string(),
  /** Masked, never the full account. */
  maskedAccount: z.string(),
  /** The holder's name, masked (张*). */
  holder: z.string(),
  /** The branch of a bank card, the alias of an address; '' when none. */
  note: z.string(),
  /** YYYY-MM-DD HH:mm:ss, site time. */
  createdAt: z.string(),
});
export type Card = z.infer<typeof cardSchema>;

export const cardListSchema = z.object({
  cards: z.array(cardSchema),
  maxPerKind: z.number().int(),
});
export type CardList = z.infer<typeof cardListSchema>;

export const revealedCardSchema = z.object({ id: z.number().int(), account: z.string() });
export type RevealedCard = z.infer<typeof revealedCardSchema>;

/**
 * How 6007 names the fields of these calls ("银行卡号：卡号有误…"); the server's validation messages read it, and
 * the client's forms show the same messages under fields labelled alike.
 */
export const CARD_FIELD_NAMES: Record<string, string> = {
  bankCode: '开户银行',
  cardNumber: '银行卡号',
  holderName: '持卡人姓名',
  branch: '开户网点',
  network: '网络',
  address: '钱包地址',
  alias: '备注',
  account: '支付宝账号',
  id: '账户',
  password: '资金密码',
};

export const cardsApi = {
  addableBanks: endpoint('GET', `${FD}/bankCard/withdraw/add/list`, empty, z.array(bankOptionSchema), {
    auth: true,
  }),
  addBankCard: endpoint('POST', `${FD}/bankCard/addBankCard`, addBankCardRequestSchema, cardSchema, { auth: true }),
  addVirtualCard: endpoint('POST', `${FD}/bankCard/virtual/add`, addVirtualCardRequestSchema, cardSchema, {
    auth: true,
  }),
  addAlipayAccount: endpoint('POST', `${FD}/bankCard/alipay/add`, addAlipayAccountRequestSchema, cardSchema, {
    auth: true,
  }),
  memberCards: endpoint('GET', `${FD}/bankCard/queryMemberBanksInfoList`, empty, cardListSchema, { auth: true }),
  cardInfo: endpoint('GET', `${FD}/bankCard/info`, cardIdRequestSchema, cardSchema, { auth: true }),
  revealCard: endpoint('POST', `${FD}/bankCard/reveal`, cardWithPasswordRequestSchema, revealedCardSchema, {
    auth: true,
  }),
  deleteCard: endpoint('POST', `${FD}/bankCard/delete`, cardWithPasswordRequestSchema, z.null(), { auth: true }),
};
