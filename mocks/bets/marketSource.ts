import type { Simulator } from '../sim';

/** The current state of one odds, as placement and confirmation see it. */
export interface MarketQuote {
  oddsId: string;
  gameId: string;
  playType: string;
  side: string;
  line: string;
  /** Current decimal price. */
  price: string;
  open: boolean;
  /** In-play bets are held for confirmation. */
  inPlay: boolean;
  team_h: string;
  team_c: string;
}

/** Where bets read current prices; the simulator in the server, a fake in tests. */
export interface MarketSource {
  quote(oddsId: string): MarketQuote | undefined;
}

/** Odds ids are `<gameId>.<n>` (mocks/sim/markets.ts); the index is a hint, the id is checked. */
export function simulatorMarkets(simulator: Simulator): MarketSource {
  return {
    quote(oddsId) {
      const dot = oddsId.lastIndexOf('.');
      if (dot <= 0) return undefined;
      const match = simulator.match(oddsId.slice(0, dot));
      if (!match) return undefined;
      const hint = match.odds[Number(oddsId.slice(dot + 1))];
      const odds = hint?.wire.oddsId === oddsId ? hint : match.odds.find((o) => o.wire.oddsId === oddsId);
      if (!odds) return undefined;
      const { wire } = odds;
      return {
        oddsId,
        gameId: wire.gameId,
        playType: wire.playType,
        side: wire.side,
        line: wire.line,
        price: wire.price,
        open: wire.status === 'open' && wire.price !== '' && match.showType !== null,
        inPlay: match.feed.isLive,
        team_h: match.feed.team_h,
        team_c: match.feed.team_c,
      };
    },
  };
}
