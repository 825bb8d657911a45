import { registerEpics } from '@src/store/rootEpic';
import { betSlipEpic, betSlipRestoreEpic } from './betslip/betSlipEpic';
import { ticketBalanceEpic } from './betslip/ticketBalanceEpic';
import { visitorPriceEpic } from './page/visitorPriceEpic';

/**
 * The sportsbook plugs itself into the store when any of it loads (its index imports this first): its
 * slices inject themselves where they are defined (betslip/betSlipSlice.ts, filters/sportViewSlice.ts);
 * its epics join every store here (a visitor's price click opens the login dialog: page/visitorPriceEpic.ts). The slip saved before a reload is restored as they start.
 */
registerEpics(betSlipRestoreEpic, betSlipEpic, ticketBalanceEpic, visitorPriceEpic);
