import { Code, type Envelope, type PlaceBetRequest, type Ticket, type TicketEvent } from '@src/contract';
import { centerAccount } from '../ledger';
import type { BetService, MarketQuote, MarketSource } from '../bets/index';
import { createTestBackend, type TestBackend } from './testBackend';

/** Prices a test sets by hand. */
export class FakeMarkets implements MarketSource {
  readonly quotes = new Map<string, MarketQuote>();

  add(
    oddsId: string,
    price: string,
    options: { inPlay?: boolean; gameId?: string; playType?: string; side?: string; line?: string } = {},
  ): void {
    const gameId = options.gameId ?? oddsId.split('.')[0] ?? oddsId;
    this.quotes.set(oddsId, {
      oddsId,
      gameId,
      playType: options.playType ?? 'R',
      side: options.side ?? 'H',
      line: options.line ?? '-0.25',
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
  bets: BetService;
  markets: FakeMarkets;
  timer: ManualTimer;
  pushes: { memberId: number; event: TicketEvent }[];
  token: string;
  memberId: number;
  balance(memberId?: number): bigint;
  place(body: PlaceBetRequest, token?: string): Promise<Envelope<{ tickets: Ticket[] }>>;
}

/**
 * The backend with the bet calls, pricing from `FakeMarkets`, its in-play holds (and other background work) on a
 * `ManualTimer`, every ticket push collected, and the demo member logged in.
 */
export async function createBetBackend(): Promise<BetBackend> {
  const markets = new FakeMarkets();
  const timer = new ManualTimer();
  const backend = await createTestBackend({ devApi: true, schedule: timer.schedule }, { markets });
  const { bets } = backend;
  if (!bets) throw new Error('a backend with a price source has bets');
  const pushes: BetBackend['pushes'] = [];
  bets.addTicketListener((memberId, event) => pushes.push({ memberId, event }));
  bets.recover();
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
    bets,
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
