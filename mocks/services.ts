import type { Database } from 'better-sqlite3';
import { AuthService } from './auth/authService';
import { LoginThrottle } from './auth/loginThrottle';
import { MemberStore } from './auth/members';
import { TokenService, loadTokenKey } from './auth/tokens';
import type { ServerConfig } from './config';
import { Ledger, MemberWalletReader } from './ledger';
import { SiteContent } from './site/siteContent';

/** The backend's services over one database; the HTTP routes are thin over these. */
export interface Services {
  site: SiteContent;
  members: MemberStore;
  ledger: Ledger;
  wallets: MemberWalletReader;
  tokens: TokenService;
  auth: AuthService;
}

export function createServices(
  db: Database,
  config: Pick<ServerConfig, 'captchaMode' | 'demoBalanceFen' | 'tokenSecret' | 'tokenTtlSeconds'>,
  clock: () => number = () => Date.now(),
): Services {
  const members = new MemberStore(db);
  const ledger = new Ledger(db, clock);
  const tokens = new TokenService(db, loadTokenKey(db, config.tokenSecret), config.tokenTtlSeconds, clock);
  const auth = new AuthService({
    db,
    members,
    ledger,
    tokens,
    throttle: new LoginThrottle(clock),
    captchaMode: config.captchaMode,
    demoBalanceFen: config.demoBalanceFen,
    clock,
  });
  return { site: new SiteContent(db), members, ledger, wallets: new MemberWalletReader(db, ledger), tokens, auth };
}
