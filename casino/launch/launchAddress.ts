import type { GameEngine } from '@src/contract/venue';
import { gamePath, type LaunchableGame } from './gameRef';

/** spec 2.1: PG's slot games have their own full-screen frame. */
const PG_VENUE = 'PGDZ';

/**
 * Where inside the site a launched game shows (spec 2.1, 4): slot games in the slot frame (/pg/game for PG, full
 * screen; /dz/game in the site layout), with the address in the query as those routes take it; every other game
 * at /game/:info, whose address travels in the router's state.
 */
export function inSiteGamePath(game: LaunchableGame & { engine?: GameEngine }, url: string): string {
  if (game.engine !== 'slot') return gamePath(game);
  const query = new URLSearchParams({ url, name: game.name }).toString();
  return `${game.enName === PG_VENUE ? '/pg/game' : '/dz/game'}?${query}`;
}
