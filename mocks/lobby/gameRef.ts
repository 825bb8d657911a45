/** One game of one venue: what favourites and launches refer to. */
export interface GameRef {
  enName: string;
  gameCode: string;
}

/** A map key for a game (venue codes never hold a slash). */
export function gameKey(enName: string, gameCode: string): string {
  return `${enName}/${gameCode}`;
}
