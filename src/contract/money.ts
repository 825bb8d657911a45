import { z } from 'zod';

/**
 * Money on the wire: a decimal string with at most 2 decimals (DESIGN.md section 5).
 * Never a JavaScript number.
 */
export const moneySchema = z.string().regex(/^-?\d{1,13}(\.\d{1,2})?$/, '金额格式不正确');
export type MoneyString = z.infer<typeof moneySchema>;

/** Odds on the wire: a decimal (European) price as a string, for example "1.95". */
export const priceSchema = z.string().regex(/^\d{1,4}(\.\d{1,3})?$/, '赔率格式不正确');
export type PriceString = z.infer<typeof priceSchema>;

/** Integer fen (1/100 CNY) to a 2-decimal string, without floats. */
export function fenToMoney(fen: number | bigint): MoneyString {
  const value = BigInt(fen);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const yuan = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${yuan.toString()}.${cents}`;
}

/** A 2-decimal money string to integer fen, without floats. Throws on malformed input. */
export function moneyToFen(money: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(money);
  if (!match) throw new Error(`not a money string: ${money}`);
  const [, sign, whole, frac = ''] = match;
  const fen = BigInt(whole ?? '0') * 100n + BigInt(frac.padEnd(2, '0'));
  return sign === '-' ? -fen : fen;
}
