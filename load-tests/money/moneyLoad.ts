import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { Code, fenToMoney, moneyToFen, type Envelope } from '@src/contract';
import { api } from '@src/contract/api';
import { md5Hex, seededRandom, startBackendProcess, type BackendProcess } from '@mocks';

/**
 * The money figure of issue 14: members doing random deposits, withdrawals and bets at once against ONE
 * reference backend (a child process on a fresh data folder), then the books checked. Prints operations per
 * second, latency per call and the invariants at the end. A command that prints figures, never a timed test.
 */
export interface MoneyLoadOptions {
  members: number;
  seconds: number;
  /** A fixed seed for the members' choices (the server's own timing is not seeded). */
  seed: number;
  log?: (line: string) => void;
}

export interface CallFigures {
  call: string;
  ok: number;
  /** Answered with a refusal code (a limit, a closed market, not enough money): the server said no and moved nothing. */
  refused: number;
  /** No envelope at all (a dead socket, a 5xx): must be zero. */
  failed: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface MoneyLoadFigures {
  members: number;
  seconds: number;
  operations: number;
  operationsPerSecond: number;
  calls: CallFigures[];
  refusals: Record<string, number>;
  deposits: { asked: number; credited: number };
  withdrawals: { asked: number; approved: number; rejected: number };
  invariants: {
    booksBalanced: boolean;
    entriesTotal: string;
    negativeMemberAccounts: string[];
    /** Members whose newest record's balance after differs from their centre wallet, or locked from lockMoney. */
    recordsDifferFromBalances: string[];
    /** Members whose records' amounts do not add up to their centre wallet. */
    recordsDoNotAddUp: string[];
  };
}

const PASSWORD = md5Hex('abc12345');
const WITHDRAWAL_PASSWORD = '258036';
const HOLDER = '王小明';
const CARD = { bankCode: 'ICBC', cardNumber: '6222021234567890128', holderName: HOLDER };

interface Member {
  name: string;
  token: string;
  cardId: number;
}

interface Selection {
  oddsId: string;
  price: string;
}

export class Recorder {
  private readonly samples = new Map<string, number[]>();
  private readonly counts = new Map<string, { ok: number; refused: number; failed: number }>();
  readonly refusals: Record<string, number> = {};

  async time<T>(call: string, run: () => Promise<Envelope<T>>): Promise<Envelope<T> | null> {
    const started = performance.now();
    const count = this.counts.get(call) ?? { ok: 0, refused: 0, failed: 0 };
    this.counts.set(call, count);
    try {
      const envelope = await run();
      const list = this.samples.get(call) ?? [];
      list.push(performance.now() - started);
      this.samples.set(call, list);
      if (envelope.status_code === Code.Success) count.ok += 1;
      else {
        count.refused += 1;
        const reason = `${call} ${envelope.status_code} ${envelope.message}`;
        this.refusals[reason] = (this.refusals[reason] ?? 0) + 1;
      }
      return envelope;
    } catch {
      count.failed += 1;
      return null;
    }
  }

  figures(): CallFigures[] {
    return [...this.counts].map(([call, count]) => {
      const sorted = [...(this.samples.get(call) ?? [])].sort((a, b) => a - b);
      const at = (p: number) => {
        const value = sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
        return value === undefined ? NaN : Math.round(value * 10) / 10;
      };
      return { call, ...count, p50: at(50), p95: at(95), p99: at(99) };
    });
  }
}

export function data<T>(envelope: Envelope<T> | null, what: string): T {
  if (envelope?.status_code !== Code.Success) throw new Error(`${what} failed: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

async function prepareMember(backend: BackendProcess, name: string): Promise<Member> {
  const { token } = data(
    await backend.call<{ token: string }>(api.register.path, { name, password: PASSWORD, secondPassword: PASSWORD, kaptchcate: 0 }),
    `register ${name}`,
  );
  data(await backend.call('/dev/api/withdraw/cardHolder', { username: name, realName: HOLDER }), 'card holder');
  data(
    await backend.call(
      api.setWithdrawalPassword.path,
      { loginPassword: PASSWORD, password: WITHDRAWAL_PASSWORD, secondPassword: WITHDRAWAL_PASSWORD },
      token,
    ),
    'withdrawal password',
  );
  const card = data(await backend.call<{ id: number }>(api.addBankCard.path, CARD, token), 'bank card');
  return { name, token, cardId: card.id };
}

/** Open match-result prices of today's football: bets on them are placed at once (no in-play hold). */
async function openSelections(backend: BackendProcess): Promise<Selection[]> {
  const socket = io(`${backend.url}/feed`, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  try {
    for (const channel of ['FT:FT', 'RB:FT']) {
      const ack = (await socket.timeout(10_000).emitWithAck('subscribe', { channel })) as {
        snapshot?: { odds: { oddsId: string; playType: string; price: string; status: string }[] };
      };
      const open = (ack.snapshot?.odds ?? []).filter((o) => o.status === 'open' && o.playType === 'M' && o.price !== '');
      if (open.length > 0) return open.map(({ oddsId, price }) => ({ oddsId, price }));
    }
    throw new Error('the feed offers no open price to bet on');
  } finally {
    socket.close();
  }
}

async function depositChannel(backend: BackendProcess, token: string): Promise<{ id: string; min: bigint; max: bigint }> {
  const { channels } = data(
    await backend.call<{ channels: { id: string; kind: string; open: boolean; min: string; max: string }[] }>(
      api.paymentTypes.path,
      {},
      token,
    ),
    'payment types',
  );
  const channel = channels.find((c) => c.open && c.kind === 'transfer') ?? channels.find((c) => c.open && c.kind !== 'virtual');
  if (!channel) throw new Error('no open deposit channel');
  return { id: channel.id, min: moneyToFen(channel.min), max: moneyToFen(channel.max) };
}

export async function runMoneyLoad(options: MoneyLoadOptions): Promise<MoneyLoadFigures> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dataDir = await mkdtemp(join(tmpdir(), 'money-load-'));
  // Withdrawals need no turnover here (the bets come from the same members anyway); the review approves each
  // after 2 s unless the member's own random rejection (the operator's dev call) came first.
  const backend = await startBackendProcess(dataDir, {
    WITHDRAW_TURNOVER_MULTIPLE: '0',
    WITHDRAW_REVIEW_MS: '2000',
    SANDBOX_PAY_DELAY_MS: '0',
    LOG_LEVEL: 'error',
  });
  try {
    const run = Date.now().toString(36).slice(-4);
    const members: Member[] = [];
    for (let i = 0; i < options.members; i += 1) members.push(await prepareMember(backend, `ml${run}${i}`.slice(0, 11)));
    const first = members[0];
    if (!first) throw new Error('no members');
    const channel = await depositChannel(backend, first.token);
    let selections = await openSelections(backend);
    log(`${members.length} members ready (deposit channel ${channel.id}, ${selections.length} open prices); ${options.seconds} s of load`);

    const recorder = new Recorder();
    const random = seededRandom(options.seed);
    const deposits = { asked: 0, credited: 0 };
    const withdrawals = { asked: 0, approved: 0, rejected: 0 };
    let operations = 0;
    const end = performance.now() + options.seconds * 1000;
    const refreshSelections = setInterval(() => {
      openSelections(backend).then((fresh) => (selections = fresh), () => undefined);
    }, 5000);

    const amountBetween = (min: bigint, max: bigint): string => {
      const span = Number(max - min) / 100;
      return fenToMoney(min + BigInt(Math.floor(random() * Math.min(span, 400))) * 100n);
    };

    const deposit = async (member: Member): Promise<void> => {
      deposits.asked += 1;
      const order = await recorder.time('pay', () =>
        backend.call<{ orderNo: string }>(
          api.pay.path,
          { channelId: channel.id, amount: amountBetween(channel.min, channel.max), idempotencyKey: `ml-${randomUUID()}` },
          member.token,
        ),
      );
      if (order?.status_code !== Code.Success) return;
      const paid = await recorder.time('payer pays (provider)', () =>
        backend.call<{ outcome: string }>('/dev/api/deposit/pay', { orderNo: order.data.orderNo }),
      );
      if (paid?.status_code === Code.Success && paid.data.outcome === 'paid') deposits.credited += 1;
    };

    const withdraw = async (member: Member): Promise<void> => {
      withdrawals.asked += 1;
      const amount = fenToMoney(BigInt(100 + Math.floor(random() * 200)) * 100n);
      const order = await recorder.time('withdraw/new', () =>
        backend.call<{ orderNo: string }>(
          api.withdrawNew.path,
          { method: 'bank', amount, cardId: member.cardId, password: WITHDRAWAL_PASSWORD, idempotencyKey: `ml-${randomUUID()}` },
          member.token,
        ),
      );
      if (order?.status_code !== Code.Success) return;
      if (random() < 0.3) {
        const rejected = await recorder.time('review rejects (operator)', () =>
          backend.call('/dev/api/withdraw/reject', { orderNo: order.data.orderNo, reason: '压力测试拒绝' }),
        );
        if (rejected?.status_code === Code.Success) withdrawals.rejected += 1;
      }
    };

    const bet = async (member: Member): Promise<void> => {
      const selection = selections[Math.floor(random() * selections.length)];
      if (!selection) return;
      await recorder.time('sport/bet/place', () =>
        backend.call(
          api.placeBet.path,
          {
            idempotencyKey: `ml-${randomUUID()}`,
            acceptOdds: 'any',
            bets: [{ type: 'single', stake: fenToMoney(BigInt(10 + Math.floor(random() * 90)) * 100n), selections: [selection] }],
          },
          member.token,
        ),
      );
    };

    const balance = (member: Member) =>
      recorder.time('transfer/getBalance', () => backend.call(api.getBalance.path, {}, member.token));

    await Promise.all(
      members.map(async (member) => {
        while (performance.now() < end) {
          const pick = random();
          if (pick < 0.3) await deposit(member);
          else if (pick < 0.5) await withdraw(member);
          else if (pick < 0.9) await bet(member);
          else await balance(member);
          operations += 1;
        }
      }),
    );
    clearInterval(refreshSelections);

    // Let the last reports, reviews and in-play holds land before the books are read.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const invariants = await checkInvariants(backend, members);
    withdrawals.approved = await countApproved(backend, members);
    return {
      members: members.length,
      seconds: options.seconds,
      operations,
      operationsPerSecond: Math.round((operations / options.seconds) * 10) / 10,
      calls: recorder.figures(),
      refusals: recorder.refusals,
      deposits,
      withdrawals,
      invariants,
    };
  } finally {
    await backend.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function countApproved(backend: BackendProcess, members: Member[]): Promise<number> {
  let approved = 0;
  for (const member of members) {
    const orders = data(
      await backend.call<{ list: { state: string }[] }>(api.withdrawOrders.path, { pageNum: 1, pageSize: 50 }, member.token),
      'withdraw orders',
    );
    approved += orders.list.filter((order) => order.state === 'paid').length;
  }
  return approved;
}

async function checkInvariants(backend: BackendProcess, members: Member[]): Promise<MoneyLoadFigures['invariants']> {
  const books = data(
    await backend.call<{ balanced: boolean; entriesTotal: string; negativeMemberAccounts: string[] }>('/dev/api/ledger/verify', {}),
    'ledger verify',
  );
  const recordsDifferFromBalances: string[] = [];
  const recordsDoNotAddUp: string[] = [];
  const window = { beginTime: Date.now() - 24 * 3600_000, endTime: Date.now() + 60_000 };
  for (const member of members) {
    const wallet = data(
      await backend.call<{ centerWalletBalance: string; lockMoney: string }>(api.getBalance.path, {}, member.token),
      'balance',
    );
    const newest = data(
      await backend.call<{ list: { balanceAfter: string; lockedAfter: string }[] }>(
        api.queryDealRecord.path,
        { ...window, pageNum: 1, pageSize: 1 },
        member.token,
      ),
      'records',
    ).list[0];
    const totals = data(
      await backend.call<{ amount: string }>(api.queryDealRecordTotal.path, window, member.token),
      'record totals',
    );
    const centre = moneyToFen(wallet.centerWalletBalance);
    if (!newest || moneyToFen(newest.balanceAfter) !== centre || moneyToFen(newest.lockedAfter) !== moneyToFen(wallet.lockMoney)) {
      recordsDifferFromBalances.push(member.name);
    }
    if (moneyToFen(totals.amount) !== centre) recordsDoNotAddUp.push(member.name);
  }
  return {
    booksBalanced: books.balanced,
    entriesTotal: books.entriesTotal,
    negativeMemberAccounts: books.negativeMemberAccounts,
    recordsDifferFromBalances,
    recordsDoNotAddUp,
  };
}
