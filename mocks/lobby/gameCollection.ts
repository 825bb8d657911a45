import { Code } from '@src/contract';
import { VenueMessage } from '@src/contract/venue';
import { ApiError } from '../http/apiError';
import type { VenueDirectory } from '../venues/providerApi';
import type { GameFavourites } from './gameFavourites';
import type { GameRef } from './gameRef';

/** collection/addCollection and removeCollection: a member's favourites, of games the venues list. */
export class GameCollection {
  constructor(
    private readonly directory: VenueDirectory,
    private readonly favourites: GameFavourites,
  ) {}

  add(memberId: number, game: GameRef): { favourite: boolean } {
    this.requireGame(game);
    this.favourites.add(memberId, game.enName, game.gameCode);
    return { favourite: true };
  }

  remove(memberId: number, game: GameRef): { favourite: boolean } {
    this.requireGame(game);
    this.favourites.delete(memberId, game.enName, game.gameCode);
    return { favourite: false };
  }

  /** 6004 (游戏不存在) for a game no venue lists. */
  private requireGame({ enName, gameCode }: GameRef): void {
    const listed = this.directory.get(enName)?.games().some((game) => game.gameCode === gameCode) ?? false;
    if (!listed) throw new ApiError(Code.NotFound, VenueMessage.gameUnknown);
  }
}
