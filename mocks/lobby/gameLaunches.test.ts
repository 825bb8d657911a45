import type { Database } from 'better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { GameLaunches, POPULARITY_WINDOW_MS, RECENT_GAMES } from './gameLaunches';
import { gameKey } from './gameRef';

function openMember(db: Database, username: string): number {
  const { lastInsertRowid } = db
    .prepare("INSERT INTO members (username, password_hash, created_at) VALUES (?, 'x', 0)")
    .run(username);
  return Number(lastInsertRowid);
}

describe('game launches', () => {
  let db: Database;
  let now: number;
  let launches: GameLaunches;
  let member: number;
  let other: number;

  beforeEach(() => {
    db = openDatabase(':memory:');
    now = 1_800_000_000_000;
    launches = new GameLaunches(db, () => now);
    member = openMember(db, 'play01');
    other = openMember(db, 'play02');
  });

  it('lists a member’s latest 20 distinct games, the last played first, each once', () => {
    for (let n = 0; n < RECENT_GAMES + 5; n += 1) {
      now += 1_000;
      launches.record(member, 'PGDZ', `game-${n}`);
    }
    now += 1_000;
    launches.record(member, 'PGDZ', 'game-10');
    launches.record(other, 'PGDZ', 'game-0');
    const recent = launches.recent(member);
    expect(recent).toHaveLength(RECENT_GAMES);
    expect(recent.slice(0, 3).map((game) => game.gameCode)).toEqual(['game-10', 'game-24', 'game-23']);
    expect(recent[0]?.lastPlayedAt).toBe(now);
    expect(new Set(recent.map((game) => game.gameCode)).size).toBe(RECENT_GAMES);
    expect(recent.some((game) => game.gameCode === 'game-0')).toBe(false);
    expect(launches.recent(other).map((game) => game.gameCode)).toEqual(['game-0']);
  });

  it('counts every member’s launches of a game over the last seven days for its popularity', () => {
    launches.record(member, 'AGZR', 'baccarat');
    now += POPULARITY_WINDOW_MS - 1_000;
    launches.record(member, 'AGZR', 'baccarat');
    launches.record(other, 'AGZR', 'baccarat');
    launches.record(other, 'AGZR', 'roulette');
    expect(launches.popularity().get(gameKey('AGZR', 'baccarat'))).toBe(3);
    now += 1_000;
    expect(launches.popularity().get(gameKey('AGZR', 'baccarat'))).toBe(2);
    expect(launches.popularity().get(gameKey('AGZR', 'roulette'))).toBe(1);
    expect(launches.lastPlayed(other).get(gameKey('AGZR', 'roulette'))).toBe(now - 1_000);
  });
});
