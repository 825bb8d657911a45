import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { endpoint } from '@src/contract';
import type { Simulator } from '../../sim';
import { DEV_API_BASE_PATH } from '../apiPaths';
import { defineRoute } from '../defineRoute';

/** Test calls of the match simulator (DEV_API=1 only). */
export const simDevApi = {
  /**
   * Holds the simulator still (`{hold: true}`) or lets it play on (`{hold: false}`): while held, sim time stands
   * still, so no price moves, suspends, kicks off or ends, and a bet placed on an open price must be accepted.
   */
  holdSimulator: endpoint('POST', `${DEV_API_BASE_PATH}/sim/hold`, z.object({ hold: z.boolean() }), z.object({ held: z.boolean() })),
};

export function registerSimDevRoutes(app: FastifyInstance, simulator: Simulator): void {
  defineRoute(app, simDevApi.holdSimulator, (body) => {
    simulator.hold(body.hold);
    return { held: simulator.held };
  });
}
