import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from 'better-sqlite3';
import ipaddr from 'ipaddr.js';
import { moneySchema, moneyToFen } from '@src/contract';
import type { CaptchaMode } from './auth/captcha';
import { DEFAULT_LOGIN_FAILURES_PER_ADDRESS } from './auth/loginThrottle';
import { DEFAULT_TOKEN_TTL_SECONDS } from './auth/tokens';
import { DEFAULT_RECONCILE_MS } from './funds/deposits/depositSettings';
import { sandboxSettingsFromEnv, type SandboxSettings } from './payments/sandbox/sandboxSettings';
import type { Schedule } from './schedule';
import { DEFAULT_FEEDBACK_REPLY_MS } from './site/feedback';
import { DEFAULT_WITHDRAWAL_SETTINGS } from './funds/withdrawals/withdrawalSettings';
import { DEFAULT_VENUE_RECONCILE_MS } from './venueWallet/venueWalletSettings';
import { parseVenueFaults, type VenueFaultSetting } from './venues/faults/venueFaults';
import type { VenueDirectory } from './venues/providerApi';

/**
 * Loopback only: `npm start` on a laptop must not expose the backend to its network. HOST=0.0.0.0 (or an
 * interface's address) serves other machines, for example in a container or behind a reverse proxy.
 */
export const DEFAULT_HOST = '127.0.0.1';

/** Where `vite build` puts the client. */
export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../dist', import.meta.url));

/** A destination for JSON log lines (tests capture them). */
export interface LogStream {
  write(line: string): void;
}

/** Options of startServer/createApp; each falls back to its environment variable, then to its default. */
export interface ServerOptions {
  /** PORT, default 8080; 0 picks a free port. */
  port?: number;
  /** HOST, default 127.0.0.1 (loopback only); 0.0.0.0 listens on every interface. */
  host?: string;
  /** DATA_DIR, default ./.data; ':memory:' for a private in-memory database. */
  dataDir?: string;
  /** CAPTCHA_MODE, default 'on'. */
  captchaMode?: CaptchaMode;
  /** Serve the built client from clientDir with a history fallback. Default: when dist/index.html exists and SERVE_CLIENT != '0'. */
  serveClient?: boolean;
  /** Default: the repository's dist/. */
  clientDir?: string;
  /** LOG_LEVEL, default 'info' ('silent' in tests). */
  logLevel?: string;
  /** Test hook: where log lines go (default stdout). */
  logStream?: LogStream;
  /** DEMO_BALANCE, play money credited on registration, default '10000.00'. */
  demoBalance?: string;
  /** DEV_API=1: enables the test-only /dev/api/* calls. Off by default. */
  devApi?: boolean;
  /** How long an in-play bet stays 确认中 before it is decided, in ms (env BET_HOLD_MS; default 3000). */
  betHoldMs?: number;
  /** How long after a member's feedback customer service's automatic first answer comes, in ms (env FEEDBACK_REPLY_MS; default 30000; 0 turns it off). */
  feedbackReplyMs?: number;
  /**
   * How long after a withdrawal request the review approves it automatically, in ms (env WITHDRAW_REVIEW_MS;
   * default 120000; 0 = only the operator's review through the dev API).
   */
  withdrawReviewMs?: number;
  /**
   * The turnover requirement: the stake to wager since the latest deposit or bonus before a withdrawal, as a
   * multiple of that credit (env WITHDRAW_TURNOVER_MULTIPLE, a decimal such as 1 or 1.5; default 1; 0 = none).
   */
  withdrawTurnoverMultiple?: string;
  /** Test hook: how background work (the feedback's automatic answers) is timed; default setTimeout. */
  schedule?: Schedule;
  /** Test hook: the server clock (ms since the epoch) the money deadlines and records read; default Date.now. */
  clock?: () => number;
  /** TOKEN_SECRET (at least 32 characters); default: generated once and kept in the database. */
  tokenSecret?: string;
  /** TOKEN_TTL in seconds, default 7 days. */
  tokenTtlSeconds?: number;
  /**
   * TRUST_PROXY: take the client IP from X-Forwarded-For, only behind reverse proxies. A number trusts that many
   * proxies in front of the server (`1`: one; `true` means 1), for a server reachable through them alone; a list
   * trusts the proxies at those addresses or CIDR ranges (or proxy-addr's loopback, linklocal, uniquelocal). Off
   * by default: the header is then ignored, so a client cannot choose its own address.
   */
  trustProxy?: TrustProxy | true;
  /** LOGIN_FAILURES_PER_ADDRESS: failed logins from one client address within 15 minutes, over all names (20). */
  loginFailuresPerAddress?: number;
  /**
   * CSP_FRAME_SRC: origins the site may frame besides itself, for example the game providers' (`https://games.example`,
   * `https://*.provider.example`), separated by spaces or commas. Default: none.
   */
  cspFrameSources?: string[];
  /** The sandbox payment provider's report delay and fault (SANDBOX_PAY_DELAY_MS, SANDBOX_PAY_FAULT; README). */
  sandboxPay?: Partial<SandboxSettings>;
  /** SANDBOX_PAY_SECRET (at least 32 characters); default: generated once and kept in the database. */
  sandboxPaySecret?: string;
  /** DEPOSIT_RECONCILE_MS: how often pending deposits are checked with the provider (default 60000; 0 = startup only). */
  depositReconcileMs?: number;
  /** VENUE_RECONCILE_MS: how often pending venue transfers are checked with their providers (default 5000; 0 = startup only). */
  venueReconcileMs?: number;
  /** Test hook: the venue providers (default: the reference backend's own, mocks/venues). */
  venueDirectory?: (db: Database) => VenueDirectory;
  /** VENUE_FAULTS: the venue providers' startup faults and maintenance (README "Venue providers"). Default: none. */
  venueFaults?: Record<string, VenueFaultSetting>;
}

/** Fastify's trustProxy: off, a number of proxy hops, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = false | number | readonly string[];

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  captchaMode: CaptchaMode;
  /** null when the client is not served. */
  clientDir: string | null;
  logLevel: string;
  logStream: LogStream | undefined;
  demoBalanceFen: bigint;
  devApi: boolean;
  betHoldMs: number | undefined;
  feedbackReplyMs: number;
  withdrawReviewMs: number;
  withdrawTurnoverMultiple: string;
  schedule: Schedule | undefined;
  clock?: () => number;
  tokenSecret: string | undefined;
  tokenTtlSeconds: number;
  trustProxy: TrustProxy;
  loginFailuresPerAddress: number;
  cspFrameSources: string[];
  sandboxPay: SandboxSettings;
  sandboxPaySecret: string | undefined;
  depositReconcileMs: number;
  venueReconcileMs: number;
  venueDirectory: ((db: Database) => VenueDirectory) | undefined;
  venueFaults: Record<string, VenueFaultSetting>;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Resolves options against the environment. Throws a readable Error for a malformed setting. */
export function resolveServerConfig(
  options: ServerOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): ServerConfig {
  const clientDir = options.clientDir ?? DEFAULT_CLIENT_DIR;
  const serveClient =
    options.serveClient ?? (env.SERVE_CLIENT !== '0' && existsSync(join(clientDir, 'index.html')));
  const logLevel = options.logLevel ?? (env.LOG_LEVEL || 'info');
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return {
    port: options.port ?? parsePort(env.PORT),
    host: options.host ?? (env.HOST || DEFAULT_HOST),
    dataDir: options.dataDir ?? (env.DATA_DIR || './.data'),
    captchaMode: options.captchaMode ?? parseCaptchaMode(env.CAPTCHA_MODE),
    clientDir: serveClient ? clientDir : null,
    logLevel,
    logStream: options.logStream,
    demoBalanceFen: parseDemoBalance(options.demoBalance ?? (env.DEMO_BALANCE || '10000.00')),
    devApi: options.devApi ?? env.DEV_API === '1',
    betHoldMs: options.betHoldMs ?? parseHoldMs(env.BET_HOLD_MS),
    feedbackReplyMs: options.feedbackReplyMs ?? parseFeedbackReplyMs(env.FEEDBACK_REPLY_MS),
    withdrawReviewMs: options.withdrawReviewMs ?? parseWithdrawReviewMs(env.WITHDRAW_REVIEW_MS),
    withdrawTurnoverMultiple:
      options.withdrawTurnoverMultiple ?? parseTurnoverMultiple(env.WITHDRAW_TURNOVER_MULTIPLE),
    schedule: options.schedule,
    clock: options.clock,
    tokenSecret: options.tokenSecret ?? (env.TOKEN_SECRET || undefined),
    tokenTtlSeconds: options.tokenTtlSeconds ?? parseTtl(env.TOKEN_TTL),
    trustProxy: options.trustProxy === true ? 1 : (options.trustProxy ?? parseTrustProxy(env.TRUST_PROXY)),
    loginFailuresPerAddress:
      options.loginFailuresPerAddress ?? parseAddressFailures(env.LOGIN_FAILURES_PER_ADDRESS),
    cspFrameSources: parseFrameSources(options.cspFrameSources ?? (env.CSP_FRAME_SRC ?? '').split(/[\s,]+/)),
    sandboxPay: { ...sandboxSettingsFromEnv(env), ...options.sandboxPay },
    sandboxPaySecret: options.sandboxPaySecret ?? (env.SANDBOX_PAY_SECRET || undefined),
    depositReconcileMs:
      options.depositReconcileMs ?? parseReconcileMs('DEPOSIT_RECONCILE_MS', env.DEPOSIT_RECONCILE_MS, DEFAULT_RECONCILE_MS),
    venueReconcileMs:
      options.venueReconcileMs ?? parseReconcileMs('VENUE_RECONCILE_MS', env.VENUE_RECONCILE_MS, DEFAULT_VENUE_RECONCILE_MS),
    venueDirectory: options.venueDirectory,
    venueFaults: options.venueFaults ?? parseVenueFaults(env.VENUE_FAULTS),
  };
}

/** An origin, or every subdomain of one (`https://*.example.com`): nothing that could end the directive. */
const FRAME_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

function parseFrameSources(values: readonly string[]): string[] {
  const sources = values.filter((value) => value !== '');
  for (const source of sources) {
    if (!FRAME_SOURCE.test(source))
      throw new Error(`CSP_FRAME_SRC must list origins such as https://games.example.com, got ${source}`);
  }
  return sources;
}

function parseReconcileMs(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`${name} must be a whole number of milliseconds (0 = at startup only), got ${value}`);
  return ms;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0-65535, got ${value}`);
  return port;
}

/** 'off' only when asked for explicitly; anything unexpected is an error, never a silent 'off'. */
function parseCaptchaMode(value: string | undefined): CaptchaMode {
  if (value === undefined || value === '' || value === 'on') return 'on';
  if (value === 'off') return 'off';
  throw new Error(`CAPTCHA_MODE must be on or off, got ${value}`);
}

function parseDemoBalance(value: string): bigint {
  if (!moneySchema.safeParse(value).success || value.startsWith('-')) {
    throw new Error(`DEMO_BALANCE must be an amount like 10000.00, got ${value}`);
  }
  return moneyToFen(value);
}

function parseHoldMs(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`BET_HOLD_MS must be a whole number of milliseconds, got ${value}`);
  return ms;
}

function parseFeedbackReplyMs(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_FEEDBACK_REPLY_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(
      `FEEDBACK_REPLY_MS must be a whole number of milliseconds (0 turns it off), got ${value}`,
    );
  return ms;
}

function parseWithdrawReviewMs(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_WITHDRAWAL_SETTINGS.reviewMs;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`WITHDRAW_REVIEW_MS must be a whole number of milliseconds (0 = manual review only), got ${value}`);
  return ms;
}

function parseTurnoverMultiple(value: string | undefined): string {
  if (value === undefined || value === '') return DEFAULT_WITHDRAWAL_SETTINGS.turnoverMultiple;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(value))
    throw new Error(`WITHDRAW_TURNOVER_MULTIPLE must be a decimal multiple such as 1 or 1.5, got ${value}`);
  return value;
}

/** The named ranges TRUST_PROXY may list (proxy-addr's): 127.0.0.0/8 and ::1, link-local, private networks. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Off when unset or 0; a whole number of proxy hops to trust; or a comma-separated list of proxy addresses and
 * CIDR ranges. Never "trust everything": with that, the left-most X-Forwarded-For entry, which the client
 * writes, would be taken as its address.
 */
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === '' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 0 && hops <= 10) return hops;
  } else {
    const proxies = value.split(',').map((part) => part.trim());
    if (proxies.every((proxy) => PROXY_RANGE_NAMES.has(proxy) || ipaddr.isValid(proxy) || ipaddr.isValidCIDR(proxy)))
      return proxies;
  }
  throw new Error(
    `TRUST_PROXY must be a number of proxies (1-10) or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal, got ${value}`,
  );
}

function parseAddressFailures(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_LOGIN_FAILURES_PER_ADDRESS;
  const count = Number(value);
  if (!Number.isInteger(count) || count <= 0)
    throw new Error(`LOGIN_FAILURES_PER_ADDRESS must be a positive whole number, got ${value}`);
  return count;
}

function parseTtl(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_TOKEN_TTL_SECONDS;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds <= 0)
    throw new Error(`TOKEN_TTL must be a positive number of seconds, got ${value}`);
  return seconds;
}
