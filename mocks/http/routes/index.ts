import type { FastifyInstance } from 'fastify';
import type { BetService } from '../../bets/betService';
import type { Services } from '../../services';
import type { Simulator } from '../../sim';
import { registerAccountRoutes } from './account';
import { registerBetRoutes } from './bets';
import { registerCardRoutes } from './cards';
import { registerCaptchaRoutes } from './captcha';
import { registerCashOutRoutes } from './cashOut';
import { registerDealRecordRoutes } from './dealRecords';
import { registerDepositRoutes } from './deposit';
import { registerDepositDevRoutes } from './depositDev';
import { registerDevRoutes } from './dev';
import { registerSandboxRoutes } from '../../payments/sandbox/sandboxRoutes';
import { registerFeedbackRoutes } from './feedback';
import { registerLetterRoutes } from './letter';
import { registerSimDevRoutes } from './sim';
import { registerSiteRoutes } from './site';
import { registerUserRoutes } from './user';
import { registerVenueWalletDevRoutes, registerVenueWalletRoutes } from './venueWallet';
import { registerVenueRoutes } from '../../venues';
import { registerVenueDevRoutes } from './venueDev';
import { registerVenueLobbyRoutes } from './venueLobby';
import { registerWalletRoutes } from './wallet';
import { registerWithdrawDevRoutes, registerWithdrawRoutes } from './withdraw';
import { registerWithdrawalPasswordRoutes } from './withdrawalPassword';

/** The sportsbook behind its calls: the bets, and the simulator that prices them (null when a test prices them). */
export interface SportsbookRoutes {
  bets: BetService;
  simulator: Simulator | null;
}

export interface RouteOptions {
  devApi: boolean;
  /** Without it (a backend without a sportsbook, as most tests build it) there are no bet calls. */
  sportsbook: SportsbookRoutes | null;
}

/** Every HTTP call of the reference backend (the chat registers its own through attachChat). */
export function registerRoutes(app: FastifyInstance, services: Services, options: RouteOptions): void {
  registerSiteRoutes(app, services.site);
  registerUserRoutes(app, services.auth, services.members, services.withdrawalPasswords);
  registerWalletRoutes(app, services.wallets);
  registerDealRecordRoutes(app, services.dealRecords);
  registerCaptchaRoutes(app, services.captcha);
  registerAccountRoutes(app, services);
  registerLetterRoutes(app, services.letters, services.feedback);
  registerFeedbackRoutes(app, services.feedback);
  registerDepositRoutes(app, services);
  registerSandboxRoutes(app, services.sandboxPay);
  registerWithdrawalPasswordRoutes(app, services.withdrawalPasswords);
  registerCardRoutes(app, services.cards);
  registerWithdrawRoutes(app, services.withdrawals, services.idempotentRequests);
  registerVenueWalletRoutes(app, services.venueWallets);
  registerVenueRoutes(app, services.venueProviders);
  registerVenueLobbyRoutes(app, services.lobby);
  const { sportsbook } = options;
  if (sportsbook) registerBetRoutes(app, sportsbook.bets, { devApi: options.devApi });
  if (sportsbook) registerCashOutRoutes(app, sportsbook.bets.cashOut);
  if (options.devApi) registerDevRoutes(app, services);
  if (options.devApi) registerDepositDevRoutes(app, services);
  if (options.devApi) registerVenueWalletDevRoutes(app, services.venueWallets);
  if (options.devApi) registerWithdrawDevRoutes(app, services.withdrawals, services);
  if (options.devApi) registerVenueDevRoutes(app, services);
  if (options.devApi && sportsbook?.simulator) registerSimDevRoutes(app, sportsbook.simulator);
}
