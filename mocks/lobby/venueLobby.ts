import { Code, Message, fenToMoney, type ServerLanguage } from '@src/contract';
import {
  LOCAL_SPORT_VENUE,
  NEW_TAB_VENUES,
  VenueMessage,
  type BonusPool,
  type GameItem,
  type GameList,
  type GameSort,
  type VenueCategory,
  type VenueInfo,
  type gameListRequestSchema,
} from '@src/contract/venue';
import type { z } from 'zod';
import { ApiError } from '../http/apiError';
import type { Ledger } from '../ledger';
import { venueAccount } from '../ledger/accounts';
import { gameThumbnailUrl, venueLogoUrl } from '../venues/art/artUrls';
import type { VenueDirectory, VenueProvider } from '../venues/providerApi';
import type { GameFavourites } from './gameFavourites';
import type { GameLaunches } from './gameLaunches';
import { gameKey } from './gameRef';
import { compareMatches, matchGame, type SearchMatch } from './gameSearch';
import { bonusPoolAt, gamePoolPlan, venuePoolPlan, type PoolPlan } from './jackpotPools';
import { LobbyMessage } from './lobbyMessages';
import type { SiteVenues } from './siteVenues';
import { venueState } from './venueStatus';

export type GameListRequest = z.output<typeof gameListRequestSchema>;

export interface VenueLobbyOptions {
  directory: VenueDirectory;
  siteVenues: SiteVenues;
  ledger: Ledger;
  favourites: GameFavourites;
  launches: GameLaunches;
  clock?: () => number;
}

const nameOrder = new Intl.Collator('zh-CN');

/** Orders games for a sort, ties by name. */
const SORTS: Record<
  GameSort,
  (a: GameItem & { pinyin: string }, b: GameItem & { pinyin: string }) => number
> = {
  popular: (a, b) => b.popularity - a.popularity || b.addedAt - a.addedAt,
  newest: (a, b) => b.addedAt - a.addedAt,
  name: () => 0,
};

function byName(a: { pinyin: string; name: string }, b: { pinyin: string; name: string }): number {
  return nameOrder.compare(a.pinyin, b.pinyin) || nameOrder.compare(a.name, b.name);
}

/**
 * The venue lobbies' reading calls: the venues of a category with the member's balance at each, a category's
 * games (filter, tabs, sort, search, paging) and the jackpot pools. A visitor may browse all but the member's own
 * tabs (favourites, recently played).
 */
export class VenueLobby {
  private readonly clock: () => number;

  constructor(private readonly options: VenueLobbyOptions) {
    this.clock = options.clock ?? (() => Date.now());
  }

  /** getVenueInfoByCategory: every venue of the category, in the site's order. */
  /** `language`: the script the art's names are drawn in (names in the answer are converted with it). */
  venuesByCategory(
    category: VenueCategory,
    memberId: number | null,
    language: ServerLanguage = 'zh-CN',
  ): VenueInfo[] {
    const now = this.clock();
    const site = this.options.siteVenues.byCode();
    return this.providersOf(category).map((provider) => {
      const info = provider.info();
      const local = provider.enName === LOCAL_SPORT_VENUE;
      const state = venueState(info, site.get(provider.enName)?.status, now);
      return {
        enName: provider.enName,
        name: info.name,
        category: info.category,
        logo: venueLogoUrl(provider.enName, language),
        status: state.status,
        maintenanceUntil: state.maintenanceUntil,
        newTab: NEW_TAB_VENUES.includes(provider.enName),
        activity: info.activity,
        gameCount: local ? 0 : provider.games().length,
        balance:
          memberId === null || local
            ? null
            : fenToMoney(this.options.ledger.balance(venueAccount(memberId, provider.enName))),
      };
    });
  }

  /** gameList: a page of the category's games for the lobby. */
  gameList(request: GameListRequest, memberId: number | null, language: ServerLanguage = 'zh-CN'): GameList {
    if (request.tab !== 'all' && memberId === null) throw new ApiError(Code.LoginExpired, Message.reLogin);
    const providers = this.providersOf(request.category);
    const venues =
      request.enName === undefined ? providers : providers.filter((p) => p.enName === request.enName);
    if (request.enName !== undefined && venues.length === 0) {
      const known = this.options.directory.get(request.enName) !== undefined;
      throw new ApiError(Code.NotFound, known ? LobbyMessage.venueNotInCategory : VenueMessage.venueUnknown);
    }

    const favourites = memberId === null ? new Set<string>() : this.options.favourites.keysOf(memberId);
    const lastPlayed =
      memberId === null ? new Map<string, number>() : this.options.launches.lastPlayed(memberId);
    const recent =
      request.tab === 'recent' && memberId !== null
        ? new Set(this.options.launches.recent(memberId).map((game) => gameKey(game.enName, game.gameCode)))
        : null;
    const popularity = this.options.launches.popularity();

    const games = venues.flatMap((provider) => {
      if (provider.enName === LOCAL_SPORT_VENUE) return [];
      const venueName = provider.info().name;
      return provider.games().map((game) => {
        const key = gameKey(provider.enName, game.gameCode);
        return {
          enName: provider.enName,
          venueName,
          gameCode: game.gameCode,
          name: game.name,
          initials: game.initials,
          pinyin: game.pinyin,
          thumbnail: gameThumbnailUrl(provider.enName, game.gameCode, language),
          tags: [...game.tags],
          engine: game.engine,
          popularity: popularity.get(key) ?? 0,
          addedAt: game.addedAt,
          favourite: favourites.has(key),
          lastPlayedAt: lastPlayed.get(key) ?? null,
        };
      });
    });

    const shown = games.filter(
      (game) =>
        (request.tag === undefined || game.tags.includes(request.tag)) &&
        (request.tab !== 'favourites' || game.favourite) &&
        (recent === null || recent.has(gameKey(game.enName, game.gameCode))),
    );
    const bySort = SORTS[request.sort];
    const inOrder = (a: (typeof shown)[number], b: (typeof shown)[number]) =>
      (request.tab === 'recent' ? (b.lastPlayedAt ?? 0) - (a.lastPlayedAt ?? 0) : bySort(a, b)) ||
      byName(a, b);

    const keyword = request.keyword?.trim() ?? '';
    const ordered =
      keyword === ''
        ? [...shown].sort(inOrder)
        : shown
            .flatMap((game) => {
              const match: SearchMatch | null = matchGame(keyword, game);
              return match ? [{ game, match }] : [];
            })
            .sort((a, b) => compareMatches(a.match, b.match) || inOrder(a.game, b.game))
            .map(({ game }) => game);

    const start = (request.pageNum - 1) * request.pageSize;
    return {
      list: ordered.slice(start, start + request.pageSize).map(({ pinyin: _pinyin, ...item }) => item),
      total: ordered.length,
      pageNum: request.pageNum,
      pageSize: request.pageSize,
    };
  }

  /** getBonusPools: every jackpot game's pool and each slot venue's own, at the server's time now. */
  bonusPools(category: VenueCategory | undefined): BonusPool[] {
    const at = this.clock();
    const plans: PoolPlan[] = this.orderedProviders()
      .filter((provider) => category === undefined || provider.info().category === category)
      .flatMap((provider) => {
        const info = provider.info();
        const games = provider
          .games()
          .filter((game) => game.tags.includes('jackpot'))
          .map((game) => gamePoolPlan(provider.enName, game.gameCode, game.name));
        return info.category === 'DZ' ? [venuePoolPlan(provider.enName, info.name), ...games] : games;
      });
    return plans.map((plan) => bonusPoolAt(plan, at));
  }

  private providersOf(category: VenueCategory): VenueProvider[] {
    return this.orderedProviders().filter((provider) => provider.info().category === category);
  }

  /** Every venue in the site's order (the venues table's sort; unlisted ones after, by code). */
  private orderedProviders(): VenueProvider[] {
    const site = this.options.siteVenues.byCode();
    const rank = (provider: VenueProvider) => site.get(provider.enName)?.sort ?? Number.MAX_SAFE_INTEGER;
    return [...this.options.directory.list()].sort(
      (a, b) => rank(a) - rank(b) || (a.enName < b.enName ? -1 : a.enName > b.enName ? 1 : 0),
    );
  }
}
