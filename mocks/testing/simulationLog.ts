import type { SimListener, Simulator } from '../sim';

/**
 * Every listener call of a simulator (or of one match) as a line of text, in order ("flush" closes each
 * advance): the observable behaviour that determinism tests compare.
 */
export function logSimulation(sim: Simulator, only?: string): string[] {
  const log: string[] = [];
  const keep = (gameId: string): boolean => only === undefined || gameId === only;
  const listener: SimListener = {
    odds: (m, o) => keep(m.gameId) && log.push(`o ${o.wire.oddsId} ${o.wire.price} ${o.wire.status}`),
    market: (m, playType, status) => keep(m.gameId) && log.push(`m ${m.gameId} ${playType} ${status}`),
    live: (m, patch) => keep(m.gameId) && log.push(`l ${m.gameId} ${JSON.stringify(patch)}`),
    event: (m, event) => keep(m.gameId) && log.push(`e ${m.gameId} ${JSON.stringify(event)}`),
    listed: (m, showType) => keep(m.gameId) && log.push(`a ${showType} ${m.gameId}`),
    unlisted: (m, showType) => keep(m.gameId) && log.push(`r ${showType} ${m.gameId}`),
    removed: (m) => keep(m.gameId) && log.push(`x ${m.gameId}`),
    flush: () => only === undefined && log.push('flush'),
  };
  sim.addListener(listener);
  return log;
}
