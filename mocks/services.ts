import type { Database } from 'better-sqlite3';
import { AttemptLog } from './auth/attemptLog';
import { AuthService } from './auth/authService';
import { CaptchaService } from './auth/captcha';
import { LoginChallenges } from './auth/loginChallenges';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle } from './auth/loginThrottle';
import { MemberStore } from './auth/members';
import { NewDeviceVerification } from './auth/newDeviceVerification';
import { PasswordChange } from './auth/passwordChange';
import { PasswordRecovery } from './auth/passwordRecovery';
import { ProfileBinding } from './auth/profileBinding';
import { TokenService, loadTokenKey } from './auth/tokens';
import { VerificationCodes } from './auth/verificationCodes';
import type { ServerConfig } from './config';
import { DealRecords } from './funds/dealRecords';
import { ExpirySweeper, IdempotentRequests, Ledger, MemberWalletReader, PendingTransfers } from './ledger';
import { DepositService } from './funds/deposits/depositService';
import { Cards } from './funds/cards/cards';
import { WithdrawalPasswords } from './funds/withdrawalPassword/withdrawalPasswords';
import { createWithdrawalServices, type WithdrawalServices } from './funds/withdrawals/withdrawalServices';
import { createLobbyServices, type LobbyServices } from './lobby';
import { Outbox } from './outbox';
import { ReportRelay } from './payments/reportRelay';
import { SandboxProvider } from './payments/sandbox/sandboxProvider';
import { loadSandboxSecret } from './payments/sandbox/sandboxSecret';
import { timeoutSchedule } from './schedule';
import { FeedbackDesk } from './site/feedback';
import { LetterBox } from './site/letters';
import { SiteContent } from './site/siteContent';
import { VenueWallets } from './venueWallet/venueWallets';
import { createVenueDirectory, type SimulatedVenues, type VenueDirectory } from './venues';

/** The backend's services over one database; the HTTP routes are thin over these. */
export interface Services extends WithdrawalServices {
  site: SiteContent;
  members: MemberStore;
  ledger: Ledger;
  /** Two-phase transfers over the ledger (reserve, then post / void / expire exactly once). */
  pending: PendingTransfers;
  /** Idempotent HTTP money calls: one run and one saved answer per (member, scope, key). */
  idempotentRequests: IdempotentRequests;
  /** Returns expired reservations' money; createApp starts it and stops it on close. */
  pendingExpiry: ExpirySweeper;
  wallets: MemberWalletReader;
  /** A member's transaction records, read from the ledger (transactions/queryDealRecord). */
  dealRecords: DealRecords;
  tokens: TokenService;
  auth: AuthService;
  captcha: CaptchaService;
  /** Counted attempts (failed logins per name and address, wrong current passwords, captcha loads). */
  attempts: AttemptLog;
  throttle: LoginThrottle;
  challenges: LoginChallenges;
  outbox: Outbox;
  codes: VerificationCodes;
  newDevice: NewDeviceVerification;
  recovery: PasswordRecovery;
  passwordChange: PasswordChange;
  profile: ProfileBinding;
  letters: LetterBox;
  feedback: FeedbackDesk;
  /** The sandbox payment provider: an outside party, reached by the site only through its PaymentProvider face. */
  sandboxPay: SandboxProvider;
  /** How the provider's reports reach the site's notify route (connected once the HTTP app exists). */
  paymentReports: ReportRelay;
  deposits: DepositService;
  /** The withdrawal password (set, reset, verify with counted wrong tries). */
  withdrawalPasswords: WithdrawalPasswords;
  /** Bank cards, virtual-coin addresses and Alipay accounts. */
  cards: Cards;
  /** Money between the centre wallet and the venues (transfer, recycle, auto-transfer) and its reconciler. */
  venueWallets: VenueWallets;
  /** The venue providers, as the site reaches them (DESIGN.md section 2: only through this interface). */
  venues: VenueDirectory;
  /**
   * The same providers from their own side: their pages and art (/venues/...) and the fault and maintenance
   * controls of the dev API and tests. Never for the site's own services.
   */
  venueProviders: SimulatedVenues;
  /** The casino lobbies: venues by category, game lists, favourites, jackpot pools, launch and the sport resource. */
  lobby: LobbyServices;
}

export function createServices(
  db: Database,
  config: Pick<
    ServerConfig,
    | 'captchaMode'
    | 'demoBalanceFen'
    | 'tokenSecret'
    | 'tokenTtlSeconds'
    | 'feedbackReplyMs'
    | 'schedule'
    | 'loginFailuresPerAddress'
    | 'sandboxPay'
    | 'sandboxPaySecret'
    | 'depositReconcileMs'
    | 'withdrawReviewMs'
    | 'withdrawTurnoverMultiple'
    | 'venueReconcileMs'
    | 'venueDirectory'
    | 'venueFaults'
  >,
  clock: () => number = () => Date.now(),
): Services {
  const site = new SiteContent(db);
  const siteTitle = () => site.config().title;
  const areas = () => site.countryAreas();
  const members = new MemberStore(db);
  const ledger = new Ledger(db, clock);
  const pending = new PendingTransfers(db, ledger, clock);
  const tokens = new TokenService(db, loadTokenKey(db, config.tokenSecret), config.tokenTtlSeconds, clock);
  const attempts = new AttemptLog(db, clock);
  const throttle = new LoginThrottle(attempts, {
    ...DEFAULT_LOGIN_THROTTLE,
    maxAddressFailures: config.loginFailuresPerAddress,
  });
  const captcha = new CaptchaService({
    mode: config.captchaMode,
    db,
    attempts,
    siteKind: () => site.config().kaptchcate,
    clock,
  });
  const outbox = new Outbox(db, clock);
  const codes = new VerificationCodes(db, outbox, siteTitle, clock);
  const challenges = new LoginChallenges(db, attempts, clock);
  const letters = new LetterBox(db, clock);
  const withdrawalPasswords = new WithdrawalPasswords({ db, members, codes, attempts, areas, clock });
  const auth = new AuthService({
    db,
    members,
    ledger,
    tokens,
    throttle,
    captcha,
    codes,
    challenges,
    letters,
    siteTitle,
    demoBalanceFen: config.demoBalanceFen,
    clock,
  });
  const schedule = config.schedule ?? timeoutSchedule;
  const paymentReports = new ReportRelay();
  const sandboxPaySecret = loadSandboxSecret(db, config.sandboxPaySecret);
  const sandboxPay = new SandboxProvider({
    db,
    secret: sandboxPaySecret,
    settings: config.sandboxPay,
    schedule,
    deliver: paymentReports.deliver,
    clock,
  });
  const idempotentRequests = new IdempotentRequests(db, clock);
  const deposits = new DepositService({
    db,
    ledger,
    pending,
    idempotent: idempotentRequests,
    members,
    provider: sandboxPay,
    schedule,
    reconcileMs: config.depositReconcileMs,
    clock,
  });
  const venueProviders = createVenueDirectory(db, { faults: config.venueFaults, schedule: config.schedule, clock });
  const venues: VenueDirectory = config.venueDirectory?.(db) ?? venueProviders;
  const venueWallets = new VenueWallets({
    db,
    ledger,
    pending,
    idempotent: idempotentRequests,
    directory: venues,
    schedule,
    clock,
    settings: { reconcileMs: config.venueReconcileMs },
  });
  const services: Omit<Services, keyof WithdrawalServices> = {
    site,
    members,
    ledger,
    pending,
    pendingExpiry: new ExpirySweeper({ pending, schedule: config.schedule, clock }),
    idempotentRequests,
    wallets: new MemberWalletReader(db, ledger),
    dealRecords: new DealRecords(db, clock),
    tokens,
    auth,
    captcha,
    attempts,
    throttle,
    challenges,
    outbox,
    codes,
    newDevice: new NewDeviceVerification({ members, codes, challenges }),
    recovery: new PasswordRecovery({ members, codes, tokens, throttle, areas, clock }),
    passwordChange: new PasswordChange({ members, tokens, throttle, attempts, clock }),
    profile: new ProfileBinding({ members, codes, areas, clock }),
    letters,
    feedback: new FeedbackDesk({
      db,
      clock,
      replyAfterMs: config.feedbackReplyMs,
      schedule: config.schedule,
    }),
    sandboxPay,
    paymentReports,
    deposits,
    withdrawalPasswords,
    cards: new Cards({ db, members, withdrawalPasswords, clock }),
    venues,
    venueProviders,
    venueWallets,
    lobby: createLobbyServices({ db, directory: venues, ledger, autoTransfer: venueWallets, clock }),
  };
  return { ...services, ...createWithdrawalServices(db, services, config, clock) };
}
