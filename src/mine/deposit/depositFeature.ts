import { registerEpics } from '@src/store/rootEpic';
import { depositOrderEpic } from './depositOrderEpic';

/**
 * The deposit pages plug into the store when they load (their index imports this first): the wait screen's
 * order watch joins every store here; its slice injects itself where it is defined (depositOrderSlice.ts).
 */
registerEpics(depositOrderEpic);
