import { fenToMoney, moneySchema, moneyToFen } from '@src/contract';
import type { Schedule } from '../schedule';
import type { VenueProfile } from './catalogue/venueCatalogue';
import { NO_FAULTS, type VenueFaults } from './faults/venueFaults';
import {
  ProviderError,
  type ProviderGame,
  type ProviderInfo,
  type ProviderTransfer,
  type VenueProvider,
} from './providerApi';
import { GAME_SESSION_TTL_MS, type GameSessions, type LaunchLanguage, type SessionCheck } from './session/gameSessions';
import type { VenueWalletBook } from './wallet/venueWalletBook';

/** What a busy provider says when it refuses a call. */
export const BUSY_REASON = '场馆繁忙，请稍后再试';
export const TIMEOUT_MESSAGE = '场馆响应超时';
export const MAINTENANCE_MESSAGE = '场馆维护中';
const BAD_AMOUNT = '转账金额不正确';
const BAD_REQUEST = '请求参数不正确';

/** Where the venues' own pages live (mocks/venues/http). */
export const VENUES_BASE_PATH = '/venues';

/** A uniform draw in [0, 1): Math.random in the server, a seeded generator in tests. */
export type RandomSource = () => number;

export interface SimulatedProviderDeps {
  profile: VenueProfile;
  wallet: VenueWalletBook;
  sessions: GameSessions;
  random: RandomSource;
  schedule: Schedule;
  clock: () => number;
}

/** How one call goes, decided when it starts. */
type CallFate = 'answer' | 'busy' | 'timeout';

const TRANSFER_ID = /^[A-Za-z0-9_:.-]{1,64}$/;
const PLAYER = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * One venue as the outside party it plays: its catalogue, its own transfer wallet (VenueWalletBook), signed game
 * sessions, and the faults it is told to show (slow answers, busy refusals, timeouts, maintenance; README).
 * A timed-out deposit or withdraw is applied by the provider in half of the cases (a seeded draw), so the site
 * cannot know without asking (queryTransfer): what a real provider's lost answer means.
 */
export class SimulatedVenueProvider implements VenueProvider {
  readonly enName: string;
  private faultsNow: VenueFaults = NO_FAULTS;
  private maintenanceUntilNow: number | null = null;

  constructor(private readonly deps: SimulatedProviderDeps) {
    this.enName = deps.profile.enName;
  }

  info(): ProviderInfo {
    const { profile } = this.deps;
    return {
      enName: profile.enName,
      name: profile.name,
      category: profile.category,
      maintenanceUntil: this.maintenanceUntil(),
      activity: profile.activity,
    };
  }

  games(): readonly ProviderGame[] {
    return this.deps.profile.games;
  }

  game(gameCode: string): ProviderGame | undefined {
    return this.deps.profile.games.find((game) => game.gameCode === gameCode);
  }

  get profile(): VenueProfile {
    return this.deps.profile;
  }

  faults(): VenueFaults {
    return this.faultsNow;
  }

  setFaults(faults: VenueFaults): void {
    this.faultsNow = { ...faults };
  }

  /** Under maintenance until `until` (epoch ms), or open again with null. */
  setMaintenance(until: number | null): void {
    this.maintenanceUntilNow = until;
  }

  maintenanceUntil(): number | null {
    const until = this.maintenanceUntilNow;
    return until !== null && until > this.deps.clock() ? until : null;
  }

  async deposit(player: string, transferId: string, amount: string): Promise<ProviderTransfer> {
    return this.transfer('deposit', player, transferId, amount);
  }

  async withdraw(player: string, transferId: string, amount: string): Promise<ProviderTransfer> {
    return this.transfer('withdraw', player, transferId, amount);
  }

  async queryTransfer(transferId: string): Promise<ProviderTransfer | undefined> {
    await this.answerOrThrow();
    return this.deps.wallet.find(transferId);
  }

  async balance(player: string): Promise<string> {
    checkPlayer(player);
    await this.answerOrThrow();
    return fenToMoney(this.deps.wallet.balanceFen(player));
  }

  async launchUrl(player: string, gameCode: string, language: LaunchLanguage): Promise<string> {
    checkPlayer(player);
    if (!this.game(gameCode)) throw new ProviderError('refused', '游戏不存在');
    await this.answerOrThrow();
    const token = this.deps.sessions.issue({
      player,
      gameCode,
      language,
      expiresAt: this.deps.clock() + GAME_SESSION_TTL_MS,
    });
    return `${VENUES_BASE_PATH}/${this.enName}/play?session=${encodeURIComponent(token)}`;
  }

  /** The game page's check of its session token (never faulty: it is the provider's own page). */
  openSession(token: string): SessionCheck {
    return this.deps.sessions.verify(token, this.deps.clock());
  }

  /** The player's balance as the game page shows it, read live from the wallet. */
  walletBalance(player: string): string {
    return fenToMoney(this.deps.wallet.balanceFen(player));
  }

  private async transfer(
    direction: ProviderTransfer['direction'],
    player: string,
    transferId: string,
    amount: string,
  ): Promise<ProviderTransfer> {
    checkPlayer(player);
    if (!TRANSFER_ID.test(transferId)) throw new ProviderError('refused', BAD_REQUEST);
    const amountFen = moneySchema.safeParse(amount).success ? moneyToFen(amount) : 0n;
    if (amountFen <= 0n) throw new ProviderError('refused', BAD_AMOUNT);
    const fate = await this.fate();
    const { wallet } = this.deps;
    const apply = (): ProviderTransfer =>
      direction === 'deposit' ? wallet.deposit(player, transferId, amountFen) : wallet.withdraw(player, transferId, amountFen);
    if (fate === 'busy') return wallet.refuse(direction, player, transferId, amountFen, BUSY_REASON);
    if (fate === 'timeout') {
      // The answer is lost; whether the provider got to apply the transfer is a coin toss only a query reveals.
      if (this.deps.random() < 0.5) apply();
      throw new ProviderError('timeout', TIMEOUT_MESSAGE);
    }
    return apply();
  }

  /** For calls that move nothing: a busy provider answers with an error. */
  private async answerOrThrow(): Promise<void> {
    const fate = await this.fate();
    if (fate === 'busy') throw new ProviderError('unavailable', BUSY_REASON);
    if (fate === 'timeout') throw new ProviderError('timeout', TIMEOUT_MESSAGE);
  }

  /**
   * Maintenance refuses at once; otherwise the call waits slowMs, then draws whether it times out, then whether
   * it is refused as busy (a rate of 0 draws nothing, so a healthy provider consumes no randomness).
   */
  private async fate(): Promise<CallFate> {
    if (this.maintenanceUntil() !== null) throw new ProviderError('maintenance', MAINTENANCE_MESSAGE);
    const { slowMs, timeout, fail } = this.faultsNow;
    if (slowMs > 0) await new Promise<void>((resolve) => this.deps.schedule(slowMs, resolve));
    if (timeout > 0 && this.deps.random() < timeout) return 'timeout';
    if (fail > 0 && this.deps.random() < fail) return 'busy';
    return 'answer';
  }
}

function checkPlayer(player: string): void {
  if (!PLAYER.test(player)) throw new ProviderError('refused', BAD_REQUEST);
}
