import type { Database, Statement } from 'better-sqlite3';
import { DAY_MS } from '@src/contract/siteClock';
import { gameKey, type GameRef } from './gameRef';

/** "Recently played" lists this many of a member's latest distinct games. */
export const RECENT_GAMES = 20;
/** The "popular" sort counts launches over this window. */
export const POPULARITY_WINDOW_MS = 7 * DAY_MS;

export interface RecentGame extends GameRef {
  lastPlayedAt: number;
}

/** Every game launch: a member's recently played games, and each game's popularity among all members. */
export class GameLaunches {
  private readonly insert: Statement<[number, string, string, number]>;
  private readonly selectLatest: Statement<[number, number], { en_name: string; game_code: string; last: number }>;
  private readonly selectCounts: Statement<[number], { en_name: string; game_code: string; launches: number }>;

  constructor(
    db: Database,
    private readonly clock: () => number = () => Date.now(),
  ) {
    this.insert = db.prepare(
      'INSERT INTO game_launches (member_id, en_name, game_code, launched_at) VALUES (?, ?, ?, ?)',
    );
    this.selectLatest = db.prepare(
      `SELECT en_name, game_code, MAX(launched_at) AS last FROM game_launches WHERE member_id = ?
        GROUP BY en_name, game_code ORDER BY last DESC, en_name, game_code LIMIT ?`,
    );
    this.selectCounts = db.prepare(
      `SELECT en_name, game_code, COUNT(*) AS launches FROM game_launches WHERE launched_at > ?
        GROUP BY en_name, game_code`,
    );
  }

  record(memberId: number, enName: string, gameCode: string): void {
    this.insert.run(memberId, enName, gameCode, this.clock());
  }

  /** The member's latest distinct games, the last played first (at most RECENT_GAMES). */
  recent(memberId: number, limit = RECENT_GAMES): RecentGame[] {
    return this.selectLatest
      .all(memberId, limit)
      .map((row) => ({ enName: row.en_name, gameCode: row.game_code, lastPlayedAt: row.last }));
  }

  /** When the member last played each game they played (by gameKey). */
  lastPlayed(memberId: number): Map<string, number> {
    return new Map(this.selectLatest.all(memberId, -1).map((row) => [gameKey(row.en_name, row.game_code), row.last]));
  }

  /** Launches by every member over the last seven days, by gameKey. */
  popularity(): Map<string, number> {
    const since = this.clock() - POPULARITY_WINDOW_MS;
    return new Map(this.selectCounts.all(since).map((row) => [gameKey(row.en_name, row.game_code), row.launches]));
  }
}
