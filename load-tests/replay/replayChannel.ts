import {
  FEED_PROTOCOL_VERSION,
  type FeedChannel,
  type FeedCounts,
  type FeedLeague,
  type FeedMatch,
  type FeedOdds,
  type FeedOp,
  type SubscribeAck,
} from '@src/contract';

/**
 * One channel of a replay: the recorded snapshot with every replayed delta applied (src/contract/FEED_PROTOCOL.md semantics), and
 * the channel's own sequence, so a subscriber at any moment gets a snapshot and the seq the next delta follows.
 * The seq keeps counting across loops of the recording.
 */
export class ReplayChannel {
  seq: number;
  private readonly leagues = new Map<string, FeedLeague>();
  private readonly matches = new Map<string, FeedMatch>();
  private readonly odds = new Map<string, FeedOdds>();
  private readonly oddsByMatch = new Map<string, Set<string>>();
  private counts: FeedCounts | undefined;

  constructor(
    readonly channel: FeedChannel,
    ack: SubscribeAck,
  ) {
    this.seq = ack.seq;
    for (const league of ack.snapshot.leagues) this.leagues.set(league.league_id, league);
    for (const match of ack.snapshot.matches) this.matches.set(match.gameId, { ...match });
    for (const odds of ack.snapshot.odds) this.putOdds(odds);
    if (ack.counts) this.counts = structuredClone(ack.counts);
  }

  apply(ops: readonly FeedOp[]): void {
    for (const op of ops) {
      switch (op[0]) {
        case 'o': {
          const odds = this.odds.get(op[1]);
          if (odds) {
            odds.price = op[2];
            odds.status = op[3];
          }
          break;
        }
        case 'm':
          for (const oddsId of this.oddsByMatch.get(op[1]) ?? []) {
            const odds = this.odds.get(oddsId);
            if (odds?.playType === op[2]) odds.status = op[3];
          }
          break;
        case 'l': {
          const match = this.matches.get(op[1]);
          if (match) Object.assign(match, op[2]);
          break;
        }
        case 'a':
          this.remove(op[1].gameId);
          this.matches.set(op[1].gameId, { ...op[1] });
          for (const odds of op[2]) this.putOdds(odds);
          this.leagues.set(op[3].league_id, op[3]);
          break;
        case 'r':
          this.remove(op[1]);
          break;
        case 'c': {
          this.counts ??= {};
          const byGame = (this.counts[op[1]] ??= {});
          byGame[op[2]] = op[3];
          break;
        }
      }
    }
  }

  ack(): SubscribeAck {
    const matches = [...this.matches.values()].map((match) => ({ ...match }));
    const leagueIds = new Set(matches.map((match) => match.league_id));
    return {
      channel: this.channel,
      seq: this.seq,
      snapshot: {
        leagues: [...this.leagues.values()].filter((league) => leagueIds.has(league.league_id)),
        matches,
        odds: [...this.odds.values()].map((odds) => ({ ...odds })),
      },
      ...(this.counts ? { counts: structuredClone(this.counts) } : {}),
      v: FEED_PROTOCOL_VERSION,
    };
  }

  private putOdds(odds: FeedOdds): void {
    this.odds.set(odds.oddsId, { ...odds });
    let ids = this.oddsByMatch.get(odds.gameId);
    if (!ids) this.oddsByMatch.set(odds.gameId, (ids = new Set()));
    ids.add(odds.oddsId);
  }

  private remove(gameId: string): void {
    this.matches.delete(gameId);
    for (const oddsId of this.oddsByMatch.get(gameId) ?? []) this.odds.delete(oddsId);
    this.oddsByMatch.delete(gameId);
  }
}
