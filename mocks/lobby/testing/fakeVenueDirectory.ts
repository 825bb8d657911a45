import { pinyin } from 'pinyin-pro';
import type { GameTag, VenueCategory } from '@src/contract/venue';
import {
  ProviderError,
  type ProviderGame,
  type ProviderInfo,
  type ProviderTransfer,
  type VenueDirectory,
  type VenueProvider,
} from '../../venues/providerApi';

/** How a fake provider answers a launch: with an address, or with a provider failure. */
export type FakeLaunchAnswer = 'ok' | ProviderError['kind'];

/**
 * A venue provider for the lobby's tests, until and besides the real catalogues (mocks/venues): a settable info
 * (maintenance, activity), its games, and a launch that answers or fails as told. Its wallet is not the lobby's
 * business; those calls refuse.
 */
export class FakeProvider implements VenueProvider {
  launchAnswer: FakeLaunchAnswer = 'ok';
  readonly launched: { player: string; gameCode: string; language: string }[] = [];
  private current: ProviderInfo;

  constructor(
    readonly enName: string,
    name: string,
    category: VenueCategory,
    private readonly catalogue: readonly ProviderGame[],
  ) {
    this.current = { enName, name, category, maintenanceUntil: null, activity: null };
  }

  info(): ProviderInfo {
    return { ...this.current };
  }

  set(change: Partial<Pick<ProviderInfo, 'maintenanceUntil' | 'activity'>>): void {
    this.current = { ...this.current, ...change };
  }

  games(): readonly ProviderGame[] {
    return this.catalogue;
  }

  launchUrl(player: string, gameCode: string, language: 'zh-CN' | 'zh-TW'): Promise<string> {
    if (this.launchAnswer !== 'ok') {
      return Promise.reject(new ProviderError(this.launchAnswer, `${this.current.name}启动失败`));
    }
    this.launched.push({ player, gameCode, language });
    return Promise.resolve(`/venues/${this.enName}/play/${gameCode}?player=${player}&lang=${language}`);
  }

  deposit(): Promise<ProviderTransfer> {
    return Promise.reject(new ProviderError('unavailable', 'not in the lobby tests'));
  }

  withdraw(): Promise<ProviderTransfer> {
    return Promise.reject(new ProviderError('unavailable', 'not in the lobby tests'));
  }

  queryTransfer(): Promise<ProviderTransfer | undefined> {
    return Promise.reject(new ProviderError('unavailable', 'not in the lobby tests'));
  }

  balance(): Promise<string> {
    return Promise.reject(new ProviderError('unavailable', 'not in the lobby tests'));
  }
}

/** A game of a fake catalogue, its pinyin spelled by pinyin-pro as the providers' catalogues do. */
export function fakeGame(gameCode: string, name: string, tags: GameTag[] = [], addedAt = 1_780_000_000_000): ProviderGame {
  const syllables = (pattern: 'first' | 'pinyin') =>
    pinyin(name, { pattern, toneType: 'none', type: 'array' }).join('').toLowerCase();
  return { gameCode, name, initials: syllables('first'), pinyin: syllables('pinyin'), tags, engine: 'slot', addedAt };
}

export class FakeVenueDirectory implements VenueDirectory {
  private readonly byCode: Map<string, FakeProvider>;

  constructor(providers: readonly FakeProvider[]) {
    this.byCode = new Map(providers.map((provider) => [provider.enName, provider]));
  }

  list(): readonly FakeProvider[] {
    return [...this.byCode.values()];
  }

  get(enName: string): FakeProvider | undefined {
    return this.byCode.get(enName);
  }

  /** The provider of a code the test set up. */
  venue(enName: string): FakeProvider {
    const provider = this.byCode.get(enName);
    if (!provider) throw new Error(`no fake venue ${enName}`);
    return provider;
  }
}

/** A few venues of the real list, enough for every lobby rule: the local sportsbook, a new-tab one, slots, tables. */
export function fakeLobbyVenues(): FakeVenueDirectory {
  const day = 86_400_000;
  return new FakeVenueDirectory([
    new FakeProvider('CRTY', '皇冠体育', 'TY', []),
    new FakeProvider('XMTY', '小米体育', 'TY', [fakeGame('xm-sport', '小米体育')]),
    new FakeProvider('AGZR', 'AG真人', 'ZR', [
      fakeGame('ag-baccarat', '百家乐', ['hot'], 1_780_000_000_000),
      fakeGame('ag-speed-baccarat', '极速百家乐', ['new'], 1_780_000_000_000 + 3 * day),
      fakeGame('ag-dragon-tiger', '龙虎斗', [], 1_780_000_000_000 + day),
    ]),
    new FakeProvider('BGZR', 'BG真人', 'ZR', [
      fakeGame('bg-baccarat-insurance', '百家乐保险', [], 1_780_000_000_000 + 2 * day),
      fakeGame('bg-roulette', '轮盘', [], 1_780_000_000_000 + 4 * day),
    ]),
    new FakeProvider('PGDZ', 'PG电子', 'DZ', [
      fakeGame('fortune-tiger', '财神虎', ['jackpot', 'hot']),
      fakeGame('gem-saviour', '宝石侠', []),
    ]),
  ]);
}
