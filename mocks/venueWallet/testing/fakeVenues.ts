import { fenToMoney, moneyToFen } from '@src/contract';
import type { VenueCategory } from '@src/contract/venue';
import {
  ProviderError,
  type ProviderGame,
  type ProviderInfo,
  type ProviderTransfer,
  type VenueDirectory,
  type VenueProvider,
} from '../../venues/providerApi';

/**
 * How the fake provider answers its next deposit or withdraw:
 * - ok: applies it (a withdraw beyond the balance is refused, as a real one is);
 * - refuse: refuses it (state failed, nothing moved);
 * - timeoutApplied / timeoutLost: throws ProviderError('timeout') after applying it, or without having received it;
 * - unavailable: throws ProviderError('unavailable') without having received it;
 * - maintenance: throws ProviderError('maintenance');
 * - hang: answers only when the test calls `release()` (then as ok).
 */
export type FakeStep = 'ok' | 'refuse' | 'timeoutApplied' | 'timeoutLost' | 'unavailable' | 'maintenance' | 'hang';

export const FAKE_REFUSAL = '场馆繁忙，请稍后再试';

/** A scripted venue provider for the venue wallet's tests (the real ones are mocks/venues). */
export class FakeVenueProvider implements VenueProvider {
  maintenanceUntil: number | null = null;
  /** The query answers ProviderError('timeout') while true. */
  queryTimesOut = false;
  /** The balance call answers ProviderError('unavailable') while true. */
  balanceFails = false;
  readonly calls: { kind: 'deposit' | 'withdraw' | 'query'; transferId: string }[] = [];
  private readonly steps: FakeStep[] = [];
  private readonly wallets = new Map<string, bigint>();
  private readonly transfers = new Map<string, ProviderTransfer>();
  private readonly hanging: (() => void)[] = [];

  constructor(
    readonly enName: string,
    private readonly name: string,
    private readonly category: VenueCategory,
  ) {}

  /** Queues the answers of the next transfer calls; once used up, every call is ok. */
  plan(...steps: FakeStep[]): this {
    this.steps.push(...steps);
    return this;
  }

  /** Behaves again: no faults planned, open, queries and balances answered. */
  reset(): void {
    this.steps.length = 0;
    this.maintenanceUntil = null;
    this.queryTimesOut = false;
    this.balanceFails = false;
  }

  /** Lets every hanging call answer. */
  release(): void {
    for (const go of this.hanging.splice(0)) go();
  }

  get hangingCalls(): number {
    return this.hanging.length;
  }

  /** What the provider holds for a player, in fen. */
  heldFen(player: string): bigint {
    return this.wallets.get(player) ?? 0n;
  }

  info(): ProviderInfo {
    return { enName: this.enName, name: this.name, category: this.category, maintenanceUntil: this.maintenanceUntil, activity: null };
  }

  games(): readonly ProviderGame[] {
    return [];
  }

  deposit(player: string, transferId: string, amount: string): Promise<ProviderTransfer> {
    this.calls.push({ kind: 'deposit', transferId });
    return this.transfer('deposit', player, transferId, amount);
  }

  withdraw(player: string, transferId: string, amount: string): Promise<ProviderTransfer> {
    this.calls.push({ kind: 'withdraw', transferId });
    return this.transfer('withdraw', player, transferId, amount);
  }

  queryTransfer(transferId: string): Promise<ProviderTransfer | undefined> {
    this.calls.push({ kind: 'query', transferId });
    if (this.queryTimesOut) return Promise.reject(new ProviderError('timeout', '场馆响应超时'));
    return Promise.resolve(this.transfers.get(transferId));
  }

  balance(player: string): Promise<string> {
    if (this.balanceFails) return Promise.reject(new ProviderError('unavailable', '场馆无法连接'));
    return Promise.resolve(fenToMoney(this.heldFen(player)));
  }

  launchUrl(_player: string, gameCode: string): Promise<string> {
    return Promise.resolve(`/venues/${this.enName}/game/${gameCode}`);
  }

  private async transfer(direction: 'deposit' | 'withdraw', player: string, transferId: string, amount: string): Promise<ProviderTransfer> {
    const step = this.steps.shift() ?? 'ok';
    if (step === 'hang') await new Promise<void>((go) => this.hanging.push(go));
    if (step === 'unavailable' || step === 'timeoutLost') {
      throw new ProviderError(step === 'unavailable' ? 'unavailable' : 'timeout', '场馆响应超时');
    }
    if (step === 'maintenance') throw new ProviderError('maintenance', '场馆维护中');
    const applied = this.apply(direction, player, transferId, amount, step === 'refuse');
    if (step === 'timeoutApplied') throw new ProviderError('timeout', '场馆响应超时');
    return applied;
  }

  /** Idempotent per transferId: a repeat answers the first. */
  private apply(direction: 'deposit' | 'withdraw', player: string, transferId: string, amount: string, refuse: boolean): ProviderTransfer {
    const known = this.transfers.get(transferId);
    if (known) return known;
    const held = this.heldFen(player);
    const fen = moneyToFen(amount);
    const short = direction === 'withdraw' && held < fen;
    const failed = refuse || short;
    const after = failed ? held : direction === 'deposit' ? held + fen : held - fen;
    this.wallets.set(player, after);
    const transfer: ProviderTransfer = {
      transferId,
      direction,
      player,
      amount,
      state: failed ? 'failed' : 'succeeded',
      reason: refuse ? FAKE_REFUSAL : short ? '余额不足' : null,
      balanceAfter: fenToMoney(after),
    };
    this.transfers.set(transferId, transfer);
    return transfer;
  }
}

/** A directory of fake providers: CRTY (the local sportsbook) and three wallet venues. */
export function fakeVenues(): { directory: VenueDirectory; venue: (enName: string) => FakeVenueProvider } {
  const providers = [
    new FakeVenueProvider('CRTY', '皇冠体育', 'TY'),
    new FakeVenueProvider('AGZR', 'AG真人', 'ZR'),
    new FakeVenueProvider('PGDZ', 'PG电子', 'DZ'),
    new FakeVenueProvider('KYQP', '开元棋牌', 'QP'),
  ];
  const byName = new Map(providers.map((provider) => [provider.enName, provider]));
  return {
    directory: { list: () => providers, get: (enName) => byName.get(enName) },
    venue: (enName) => {
      const provider = byName.get(enName);
      if (!provider) throw new Error(`no fake venue ${enName}`);
      return provider;
    },
  };
}
