import { Code, Header, api } from '@src/contract';
import { depositApi, type DepositEvent, type DepositOrder } from '@src/contract/deposit';
import type { ServerOptions } from '../../config';
import type { Schedule } from '../../schedule';
import { createTestBackend, type TestBackend } from '../../testing/testBackend';

/**
 * Timers on the faked Date: `advance` moves the clock and runs what fell due, in order, nothing earlier, waiting
 * after each for the work it set off (`settle`) before the clock moves on.
 */
export class VirtualTimers {
  /** `setTo` sets the faked Date (vi.setSystemTime). */
  constructor(
    private readonly setTo: (ms: number) => void,
    private readonly settle: () => Promise<void>,
  ) {}

  private tasks: { due: number; run: () => void; cancelled: boolean }[] = [];

  readonly schedule: Schedule = (ms, run) => {
    const task = { due: Date.now() + ms, run, cancelled: false };
    this.tasks.push(task);
    return () => {
      task.cancelled = true;
    };
  };

  /** Timers set and not yet run or cancelled. */
  get pending(): number {
    return this.tasks.filter((task) => !task.cancelled).length;
  }

  async advance(ms: number): Promise<void> {
    const until = Date.now() + ms;
    for (;;) {
      const next = this.tasks
        .filter((task) => !task.cancelled && task.due <= until)
        .sort((a, b) => a.due - b.due)[0];
      if (!next) break;
      next.cancelled = true;
      if (next.due > Date.now()) this.setTo(next.due);
      next.run();
      await this.settle();
    }
    this.setTo(until);
  }
}

export interface DepositBed {
  backend: TestBackend;
  timers: VirtualTimers;
  /** demo02: bound real name. */
  token: string;
  events: DepositEvent[];
  pay(channelId: string, amount: string, key?: string, token?: string): Promise<DepositOrder>;
  status(orderNo: string): Promise<DepositOrder>;
  /** Pays as the payer would on the payer page. */
  payAsPayer(orderNo: string): string;
  /** Moves time on and waits for the reports and background work it set off. */
  advance(ms: number): Promise<void>;
  centre(): Promise<string>;
  close(): Promise<void>;
}

let keys = 0;

/**
 * A backend whose timers (reports, expiry, reconciler) run only when the test moves virtual time on. Needs Date
 * faked (vitest `vi.useFakeTimers({toFake: ['Date']})`) and `vi.setSystemTime` passed as `moveDate`.
 */
export async function createDepositBed(
  moveDate: (ms: number) => void,
  options: ServerOptions = {},
): Promise<DepositBed> {
  const built: { backend?: TestBackend } = {};
  const settle = async (): Promise<void> => {
    const services = built.backend?.services;
    if (!services) return;
    await services.paymentReports.idle();
    await services.deposits.idle();
    await services.paymentReports.idle();
  };
  const timers = new VirtualTimers(moveDate, settle);
  const backend = await createTestBackend({ devApi: true, schedule: timers.schedule, depositReconcileMs: 0, ...options });
  built.backend = backend;
  const token = await backend.loginDemo('verified');
  const events: DepositEvent[] = [];
  backend.services.deposits.addListener((_memberId, event) => events.push(event));
  const asMember = (t: string) => ({ [Header.token]: t });

  return {
    backend,
    timers,
    token,
    events,
    async pay(channelId, amount, key = `test-key-${++keys}-${Date.now()}`, as = token) {
      const answer = await backend.call<DepositOrder>(
        depositApi.pay.path,
        { channelId, amount, idempotencyKey: key },
        asMember(as),
      );
      if (answer.body.status_code !== Code.Success) throw new Error(`pay refused: ${answer.body.message}`);
      return answer.body.data;
    },
    async status(orderNo) {
      const answer = await backend.call<DepositOrder>(depositApi.getDepositOrderStatus.path, { orderNo }, asMember(token));
      if (answer.body.status_code !== Code.Success) throw new Error(`status refused: ${answer.body.message}`);
      return answer.body.data;
    },
    payAsPayer(orderNo) {
      const order = backend.services.deposits.orders.find(orderNo);
      if (!order) throw new Error(`no order ${orderNo}`);
      return backend.services.sandboxPay.pay(order.providerOrderId);
    },
    advance: (ms) => timers.advance(ms),
    async centre() {
      const answer = await backend.call<{ centerWalletBalance: string }>(api.getBalance.path, {}, asMember(token));
      return answer.body.data.centerWalletBalance;
    },
    close: () => backend.close(),
  };
}
