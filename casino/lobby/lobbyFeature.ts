import { registerEpics } from '@src/store/rootEpic';
import { jackpotEpic } from './jackpotEpic';

/**
 * The lobbies plug into the store when they load (the lobby imports this first): the jackpot polling joins every
 * store here; its slice injects itself where it is defined (jackpotSlice.ts).
 */
registerEpics(jackpotEpic);
