import { z } from 'zod';
import { moneySchema } from '@src/contract';

/**
 * What the site knows of a payment provider: an HTTP-shaped API (create an order, query one by id, close one) and
 * signed reports (callbacks) it POSTs to the site's notify URL. The site never reaches into a provider's state; a
 * provider is an outside party, and everything it says about money is checked (mocks/funds/deposits).
 */

/** How the payer pays at the provider. */
export const PROVIDER_METHODS = ['bank', 'qr', 'huione', 'coin'] as const;
export type ProviderMethod = (typeof PROVIDER_METHODS)[number];

/** The provider's view of an order: pending until the payer pays (paid) or the merchant closes it (closed). */
export const PROVIDER_ORDER_STATES = ['pending', 'paid', 'closed'] as const;
export type ProviderOrderState = (typeof PROVIDER_ORDER_STATES)[number];

export interface CreateProviderOrder {
  /** The site's order number; the provider refuses a second order for it (answers the first). */
  merchantOrderNo: string;
  /** CNY, a decimal string. */
  amount: string;
  method: ProviderMethod;
  /** Where the provider POSTs its reports. */
  notifyUrl: string;
  /** When the provider stops taking the payment (epoch ms). */
  expiresAt: number;
}

export interface ProviderOrder {
  providerOrderId: string;
  merchantOrderNo: string;
  amount: string;
  state: ProviderOrderState;
  /** The payer page (for a QR code or a link). */
  payUrl: string;
  paidAt: number | null;
}

export interface PaymentProvider {
  /** The provider's name in ledger account ids and logs (`house:provider:<name>`). */
  readonly name: string;
  createOrder(request: CreateProviderOrder): Promise<ProviderOrder>;
  /** undefined when the provider has no such order. */
  queryOrder(providerOrderId: string): Promise<ProviderOrder | undefined>;
  /** Closes a pending order; a paid one stays paid (the answer says so). */
  closeOrder(providerOrderId: string): Promise<ProviderOrder | undefined>;
  /** Whether a report's signature is the provider's (HMAC-SHA256 with the shared secret). */
  verifyReport(report: ProviderReport): boolean;
}

/**
 * A report (callback) as the provider POSTs it: every field a string or a whole number, signed with `sign`.
 * `sequence` grows per order, so a late report of an earlier state is recognisable.
 */
export const providerReportSchema = z.object({
  providerOrderId: z.string().min(1).max(64),
  merchantOrderNo: z.string().min(1).max(64),
  amount: moneySchema,
  state: z.enum(PROVIDER_ORDER_STATES),
  sequence: z.number().int().nonnegative(),
  sentAt: z.number().int().nonnegative(),
  sign: z.string().max(200),
});
export type ProviderReport = z.infer<typeof providerReportSchema>;
