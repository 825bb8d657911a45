import { randomBytes } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import type { TransferRate, VirtualNetwork } from '@src/contract/deposit';

/** How long a quoted rate may be used for an order. */
export const RATE_QUOTE_TTL_MS = 60_000;

/** The sandbox's CNY price of 1 USDT per network, 4 decimals (a real site reads its provider's or an exchange's). */
export const USDT_RATES: Record<VirtualNetwork, string> = { TRC20: '7.1800', ERC20: '7.2100' };

interface QuoteRow {
  quote_id: string;
  member_id: number;
  network: VirtualNetwork;
  rate: string;
  expires_at: number;
}

/** The rate as an integer of 1/10000 CNY. */
export function rateE4(rate: string): bigint {
  const [whole = '0', decimals = ''] = rate.split('.');
  return BigInt(whole) * 10_000n + BigInt(decimals.padEnd(4, '0').slice(0, 4));
}

/** USDT (6 decimals) for `amountFen` CNY at `rate`, rounded up to the micro-USDT so the site is never short. */
export function usdtMicroFor(amountFen: bigint, rate: string): bigint {
  const divisor = rateE4(rate);
  const numerator = amountFen * 100_000_000n;
  return (numerator + divisor - 1n) / divisor;
}

/** Micro-USDT as a decimal string with 6 decimals. */
export function microToUsdt(micro: bigint): string {
  return `${(micro / 1_000_000n).toString()}.${(micro % 1_000_000n).toString().padStart(6, '0')}`;
}

/** `getTransferRate` quotes, each valid {@link RATE_QUOTE_TTL_MS} for the member it was given to. */
export class UsdtQuotes {
  private readonly insert: Statement<[string, number, string, string, number, number]>;
  private readonly byId: Statement<[string], QuoteRow>;

  constructor(
    db: Database,
    private readonly clock: () => number,
  ) {
    this.insert = db.prepare(
      'INSERT INTO deposit_rate_quotes (quote_id, member_id, network, rate, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.byId = db.prepare('SELECT quote_id, member_id, network, rate, expires_at FROM deposit_rate_quotes WHERE quote_id = ?');
  }

  quote(memberId: number, network: VirtualNetwork): TransferRate {
    const now = this.clock();
    const quoteId = `Q${randomBytes(12).toString('hex')}`;
    const rate = USDT_RATES[network];
    const expiresAt = now + RATE_QUOTE_TTL_MS;
    this.insert.run(quoteId, memberId, network, rate, now, expiresAt);
    return { quoteId, currency: 'USDT', network, rate, expiresAt };
  }

  /** The rate of a live quote the member was given for the network; undefined when unknown, another's or expired. */
  rateOf(memberId: number, quoteId: string, network: VirtualNetwork): string | undefined {
    const row = this.byId.get(quoteId);
    if (!row || row.member_id !== memberId || row.network !== network || row.expires_at <= this.clock()) return undefined;
    return row.rate;
  }
}
