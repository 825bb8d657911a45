import type { FastifyBaseLogger } from 'fastify';
import type { SimListener } from '../sim';
import type { BetService } from './betService';

/**
 * Drives the automatic cash-out rules from the simulator's price updates: the matches whose odds or markets
 * changed during one `advance` are checked once, at its `flush`.
 */
export function autoCashOutOnPrices(bets: BetService, logger: FastifyBaseLogger): SimListener {
  const moved = new Set<string>();
  const none = (): void => undefined;
  return {
    odds: (match) => moved.add(match.gameId),
    market: (match) => moved.add(match.gameId),
    live: none,
    listed: none,
    unlisted: none,
    removed: none,
    flush: () => {
      if (moved.size === 0) return;
      const gameIds = [...moved];
      moved.clear();
      try {
        bets.cashOut.auto.check(gameIds);
      } catch (error) {
        logger.error({ err: error }, '自动提前结算失败');
      }
    },
  };
}
