import { randomBytes } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import { fenToMoney, moneyToFen } from '@src/contract';
import type { Schedule } from '../../schedule';
import type {
  CreateProviderOrder,
  PaymentProvider,
  ProviderMethod,
  ProviderOrder,
  ProviderOrderState,
  ProviderReport,
} from '../providerApi';
import { sign, verifySignature } from '../signature';
import type { SandboxSettings } from './sandboxSettings';

export const SANDBOX_PROVIDER_NAME = 'sandbox';
/** Where the provider's own pages and calls live. */
export const SANDBOX_BASE_PATH = '/sandbox-pay';

/** Delivers a report to a notify URL; resolves whether the merchant acknowledged it. */
export type ReportDelivery = (notifyUrl: string, report: ProviderReport) => Promise<boolean>;

export type PayOutcome = 'paid' | 'already_paid' | 'closed' | 'expired' | 'not_found';

interface ReportPlan {
  state: ProviderOrderState;
  sequence: number;
  amountFen: number;
  /** Signed with another key than the shared secret (the bad_signature fault). */
  forged: boolean;
}

interface OrderRow {
  id: string;
  merchant_order_no: string;
  amount_fen: number;
  method: string;
  state: ProviderOrderState;
  notify_url: string;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
}

export interface SandboxProviderDeps {
  db: Database;
  secret: string;
  settings: SandboxSettings;
  schedule: Schedule;
  deliver: ReportDelivery;
  clock?: () => number;
}

/**
 * The sandbox payment provider: an outside party with its own orders (table sandbox_pay_orders), its own secret and
 * its own payer page (sandboxRoutes.ts). When the payer pays, it reports to the merchant's notify URL, signed with
 * HMAC-SHA256, after the configured delay and with the configured fault (sandboxSettings.ts).
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = SANDBOX_PROVIDER_NAME;
  private settingsNow: SandboxSettings;
  private reportDeliveryError: (error: unknown, report: ProviderReport) => void = () => undefined;
  private readonly clock: () => number;
  private readonly cancels = new Set<() => void>();
  private readonly insert: Statement<[string, string, number, string, string, number, number]>;
  private readonly byId: Statement<[string], OrderRow>;
  private readonly byMerchantNo: Statement<[string], OrderRow>;
  private readonly markPaid: Statement<[number, string, number]>;
  private readonly markClosed: Statement<[number, string]>;

  constructor(private readonly deps: SandboxProviderDeps) {
    this.settingsNow = { ...deps.settings };
    this.clock = deps.clock ?? (() => Date.now());
    const db = deps.db;
    this.insert = db.prepare(
      `INSERT INTO sandbox_pay_orders (id, merchant_order_no, amount_fen, method, state, notify_url, created_at, expires_at)
       VALUES (?, ?, ?, ?, 'pending', ?, ?, ?)`,
    );
    this.byId = db.prepare('SELECT * FROM sandbox_pay_orders WHERE id = ?');
    this.byMerchantNo = db.prepare('SELECT * FROM sandbox_pay_orders WHERE merchant_order_no = ?');
    this.markPaid = db.prepare(
      "UPDATE sandbox_pay_orders SET state = 'paid', paid_at = ? WHERE id = ? AND state = 'pending' AND expires_at > ?",
    );
    this.markClosed = db.prepare("UPDATE sandbox_pay_orders SET state = 'closed', closed_at = ? WHERE id = ? AND state = 'pending'");
  }

  /** Where reports that could not be delivered are told (the server's log); the site's reconciler covers them. */
  onDeliveryError(report: (error: unknown, report: ProviderReport) => void): void {
    this.reportDeliveryError = report;
  }

  settings(): SandboxSettings {
    return { ...this.settingsNow };
  }

  configure(settings: Partial<SandboxSettings>): SandboxSettings {
    this.settingsNow = { ...this.settingsNow, ...settings };
    return this.settings();
  }

  createOrder(request: CreateProviderOrder): Promise<ProviderOrder> {
    const existing = this.byMerchantNo.get(request.merchantOrderNo);
    if (existing) return Promise.resolve(this.toOrder(existing));
    const id = `SP${randomBytes(10).toString('hex').toUpperCase()}`;
    this.insert.run(
      id,
      request.merchantOrderNo,
      Number(moneyToFen(request.amount)),
      request.method satisfies ProviderMethod,
      request.notifyUrl,
      this.clock(),
      request.expiresAt,
    );
    return Promise.resolve(this.toOrder(this.row(id)));
  }

  queryOrder(providerOrderId: string): Promise<ProviderOrder | undefined> {
    const row = this.byId.get(providerOrderId);
    return Promise.resolve(row && this.toOrder(row));
  }

  closeOrder(providerOrderId: string): Promise<ProviderOrder | undefined> {
    this.markClosed.run(this.clock(), providerOrderId);
    return this.queryOrder(providerOrderId);
  }

  verifyReport(report: ProviderReport): boolean {
    const { sign: signature, ...fields } = report;
    return verifySignature(this.deps.secret, fields, signature);
  }

  /** Whether a merchant's request to the provider's API carries the shared secret's signature. */
  verifyMerchantRequest(fields: Readonly<Record<string, string | number>>, signature: string): boolean {
    return verifySignature(this.deps.secret, fields, signature);
  }

  /** The provider's clock. */
  now(): number {
    return this.clock();
  }

  /** The payer page's view of an order (undefined when unknown). */
  order(providerOrderId: string): ProviderOrder | undefined {
    const row = this.byId.get(providerOrderId);
    return row && this.toOrder(row);
  }

  expiresAt(providerOrderId: string): number | undefined {
    return this.byId.get(providerOrderId)?.expires_at;
  }

  /** The payer pays (the payer page's button, or the dev API): reports follow, per the settings. */
  pay(providerOrderId: string): PayOutcome {
    const row = this.byId.get(providerOrderId);
    if (!row) return 'not_found';
    if (row.state === 'paid') return 'already_paid';
    if (row.state === 'closed') return 'closed';
    const now = this.clock();
    if (this.markPaid.run(now, providerOrderId, now).changes === 0) return row.expires_at <= now ? 'expired' : 'closed';
    this.scheduleReports(this.row(providerOrderId));
    return 'paid';
  }

  /** Stops every report not sent yet. */
  close(): void {
    for (const cancel of this.cancels) cancel();
    this.cancels.clear();
  }

  private scheduleReports(row: OrderRow): void {
    const { delayMs, fault } = this.settingsNow;
    const paid: ReportPlan = { state: 'paid', sequence: 1, amountFen: row.amount_fen, forged: false };
    switch (fault) {
      case 'none':
        this.later(delayMs, row, paid);
        return;
      case 'duplicate':
        this.later(delayMs, row, paid);
        this.later(2 * delayMs, row, paid);
        return;
      case 'out_of_order':
        this.later(delayMs, row, { ...paid, sequence: 2 });
        this.later(2 * delayMs, row, { ...paid, state: 'pending', sequence: 1 });
        return;
      case 'bad_signature':
        this.later(delayMs, row, { ...paid, forged: true });
        return;
      case 'wrong_amount':
        this.later(delayMs, row, { ...paid, amountFen: row.amount_fen + 100 });
        return;
      case 'never':
        return;
    }
  }

  /** Sends a report `ms` from now, signed (or forged) at the time it leaves. */
  private later(ms: number, row: OrderRow, plan: ReportPlan): void {
    const cancel = this.deps.schedule(ms, () => {
      this.cancels.delete(cancel);
      const fields = {
        providerOrderId: row.id,
        merchantOrderNo: row.merchant_order_no,
        amount: fenToMoney(plan.amountFen),
        state: plan.state,
        sequence: plan.sequence,
        sentAt: this.clock(),
      };
      const secret = plan.forged ? `forged-${this.deps.secret}` : this.deps.secret;
      const report: ProviderReport = { ...fields, sign: sign(secret, fields) };
      this.deps.deliver(row.notify_url, report).catch((error: unknown) => this.reportDeliveryError(error, report));
    });
    this.cancels.add(cancel);
  }

  private row(id: string): OrderRow {
    const row = this.byId.get(id);
    if (!row) throw new Error(`sandbox order ${id} vanished`);
    return row;
  }

  private toOrder(row: OrderRow): ProviderOrder {
    return {
      providerOrderId: row.id,
      merchantOrderNo: row.merchant_order_no,
      amount: fenToMoney(row.amount_fen),
      state: row.state,
      payUrl: `${SANDBOX_BASE_PATH}/pay/${row.id}`,
      paidAt: row.paid_at,
    };
  }
}
