import { Code, type Envelope, type PlaceBetRequest, type Ticket, type TicketEvent } from '@src/contract';
import { centerAccount } from '../ledger';
import { createTestBackend, type TestBackend } from '../testing/testBackend';
import { attachBets, type BetsHandle } from './index';
import type { MarketQuote, MarketSource } from './marketSource';

/** Prices a test sets by hand. */
export class FakeMarkets implements MarketSource {
  readonly quotes = new Map<string, MarketQuote>();

  add(oddsId: string, price: string, options: { inPlay?: boolean; gameId?: string } = {}): void {
    const gameId = options.gameId ?? oddsId.split('.')[0] ?? oddsId;
    this.quotes.set(oddsId, {
      oddsId,
      gameId,
      playType: 'R',
      side: 'H',
      line: '-0.25',
      price,
      open: true,
      inPlay: options.inPlay ?? false,
      team_h: '北京国安',
      team_c: '上海申花',
    });
  }

  change(oddsId: string, patch: Partial<MarketQuote>): void {
    const quote = this.quotes.get(oddsId);
    if (quote) this.quotes.set(oddsId, { ...quote, ...patch });
  }

  quote(oddsId: string): MarketQuote | undefined {
    return this.quotes.get(oddsId);
  }
}

/** A timer the test fires by hand: no waiting. */
export class ManualTimer {
  private tasks: { ms: number; run: () => void; cancelled: boolean }[] = [];

  readonly schedule = (ms: number, run: () => void): (() => void) => {
    const task = { ms, run, cancelled: false };
    this.tasks.push(task);
    return () => {
      task.cancelled = true;
    };
  };

  get waiting(): number[] {
    return this.tasks.filter((t) => !t.cancelled).map((t) => t.ms);
  }

  fireAll(): void {
    const due = this.tasks.filter((t) => !t.cancelled);
    this.tasks = [];
    for (const task of due) task.run();
  }
}

export interface BetBackend extends TestBackend {
  handle: BetsHandle;
  markets: FakeMarkets;
  timer: ManualTimer;
  pushes: { memberId: number; event: TicketEvent }[];
  token: string;
  memberId: number;
  balance(memberId?: number): bigint;
  place(body: PlaceBetRequest, token?: string): Promise<Envelope<{ tickets: Ticket[] }>>;
}

export async function createBetBackend(): Promise<BetBackend> {
  const backend = await createTestBackend({ devApi: true });
  const markets = new FakeMarkets();
  const timer = new ManualTimer();
  const pushes: BetBackend['pushes'] = [];
  const handle = attachBets({
    app: backend.app,
    db: backend.db,
    ledger: backend.services.ledger,
    markets,
    schedule: timer.schedule,
    devApi: true,
    notify: (memberId, event) => pushes.push({ memberId, event }),
  });
  const token = await backend.loginDemo('plain');
  const member = await backend.app.authenticate(token);
  if (!member) throw new Error('demo member cannot log in');
  const memberId = Number(member.userId);
  const place = async (body: PlaceBetRequest, as = token) => {
    const answer = await backend.call<{ tickets: Ticket[] }>('/game/api/v1/sport/bet/place', body, { token: as });
    return answer.body;
  };
  return {
    ...backend,
    handle,
    markets,
    timer,
    pushes,
    token,
    memberId,
    balance: (id = memberId) => backend.services.ledger.balance(centerAccount(id)),
    place,
  };
}

export function ok<T>(envelope: Envelope<T>): T {
  if (envelope.status_code !== Code.Success) throw new Error(`${envelope.status_code} ${envelope.message}`);
  return envelope.data;
}
