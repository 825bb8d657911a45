import type { Database, Statement } from 'better-sqlite3';

/**
 * Why a provider's report was not credited:
 * - bad_signature: not signed with the shared secret;
 * - wrong_amount: signed, but of another amount than the order's;
 * - unknown_order: no order of ours has that provider order id (or the order numbers disagree);
 * - paid_after_end: the payment came after the order expired or was cancelled.
 */
export type DepositReviewReason = 'bad_signature' | 'wrong_amount' | 'unknown_order' | 'paid_after_end';

export interface DepositReview {
  id: number;
  orderNo: string | null;
  provider: string;
  providerOrderId: string | null;
  reason: DepositReviewReason;
  /** The report (or the provider's answer) as received, JSON. */
  report: string;
  createdAt: number;
}

interface ReviewRow {
  id: number;
  order_no: string | null;
  provider: string;
  provider_order_id: string | null;
  reason: DepositReviewReason;
  report: string;
  created_at: number;
}

/** The log of reports left for the operator's review (never credited). */
export class DepositReviews {
  private readonly insert: Statement<[string | null, string, string | null, string, string, number]>;
  private readonly all: Statement<[], ReviewRow>;

  constructor(
    db: Database,
    private readonly clock: () => number,
  ) {
    this.insert = db.prepare(
      'INSERT INTO deposit_reviews (order_no, provider, provider_order_id, reason, report, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.all = db.prepare('SELECT * FROM deposit_reviews ORDER BY id');
  }

  log(entry: { orderNo: string | null; provider: string; providerOrderId: string | null; reason: DepositReviewReason; report: unknown }): void {
    this.insert.run(entry.orderNo, entry.provider, entry.providerOrderId, entry.reason, JSON.stringify(entry.report), this.clock());
  }

  list(): DepositReview[] {
    return this.all.all().map((row) => ({
      id: row.id,
      orderNo: row.order_no,
      provider: row.provider,
      providerOrderId: row.provider_order_id,
      reason: row.reason,
      report: row.report,
      createdAt: row.created_at,
    }));
  }
}
