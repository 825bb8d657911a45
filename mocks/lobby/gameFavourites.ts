import type { Database, Statement } from 'better-sqlite3';
import { gameKey } from './gameRef';

/** A member's favourite games (collection/addCollection, removeCollection): adding or removing twice is harmless. */
export class GameFavourites {
  private readonly insert: Statement<[number, string, string, number]>;
  private readonly remove: Statement<[number, string, string]>;
  private readonly selectOfMember: Statement<[number], { en_name: string; game_code: string }>;

  constructor(
    db: Database,
    private readonly clock: () => number = () => Date.now(),
  ) {
    this.insert = db.prepare(
      'INSERT OR IGNORE INTO game_favourites (member_id, en_name, game_code, created_at) VALUES (?, ?, ?, ?)',
    );
    this.remove = db.prepare('DELETE FROM game_favourites WHERE member_id = ? AND en_name = ? AND game_code = ?');
    this.selectOfMember = db.prepare('SELECT en_name, game_code FROM game_favourites WHERE member_id = ?');
  }

  add(memberId: number, enName: string, gameCode: string): void {
    this.insert.run(memberId, enName, gameCode, this.clock());
  }

  delete(memberId: number, enName: string, gameCode: string): void {
    this.remove.run(memberId, enName, gameCode);
  }

  /** The member's favourites, as gameKey()s. */
  keysOf(memberId: number): Set<string> {
    return new Set(this.selectOfMember.all(memberId).map((row) => gameKey(row.en_name, row.game_code)));
  }
}
