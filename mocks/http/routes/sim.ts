import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Code, endpoint, moneyToFen } from '@src/contract';
import type { Simulator } from '../../sim';
import { ApiError } from '../apiError';
import { DEV_API_BASE_PATH } from '../apiPaths';
import { defineRoute } from '../defineRoute';

/** Test calls of the match simulator (DEV_API=1 only). */
export const simDevApi = {
  /**
   * Holds the simulator still (`{hold: true}`) or lets it play on (`{hold: false}`): while held, sim time stands
   * still, so no price moves, suspends, kicks off or ends, and a bet placed on an open price must be accepted.
   */
  holdSimulator: endpoint('POST', `${DEV_API_BASE_PATH}/sim/hold`, z.object({ hold: z.boolean() }), z.object({ held: z.boolean() })),
  /**
   * Moves one price of a held simulator (`{gameId, oddsId, price: "1.85"}`), as its market would: the feed
   * publishes it and a bet is judged against it. Refused unless the simulator is held (sim/hold), so nothing
   * moves it back at once.
   */
  setPrice: endpoint(
    'POST',
    `${DEV_API_BASE_PATH}/sim/price`,
    z.object({
      gameId: z.string().min(1).max(64),
      oddsId: z.string().min(1).max(64),
      price: z.string().regex(/^\d{1,4}\.\d{2}$/),
    }),
    z.object({ gameId: z.string(), oddsId: z.string(), price: z.string() }),
  ),
};

/** "1.85" -> 185: a 2-decimal price in hundredths, as money in fen, without a float. */
const centsOf = (price: string): number => Number(moneyToFen(price));

export function registerSimDevRoutes(app: FastifyInstance, simulator: Simulator): void {
  defineRoute(app, simDevApi.holdSimulator, (body) => {
    simulator.hold(body.hold);
    return { held: simulator.held };
  });
  defineRoute(app, simDevApi.setPrice, (body) => {
    if (!simulator.held) throw new ApiError(Code.InvalidParameter, '模拟器未暂停，不能设置赔率');
    if (centsOf(body.price) <= 100) throw new ApiError(Code.InvalidParameter, '赔率须大于 1.00');
    if (!simulator.setPrice(body.gameId, body.oddsId, centsOf(body.price)))
      throw new ApiError(Code.NoData, '赛事或赔率不存在');
    return body;
  });
}
