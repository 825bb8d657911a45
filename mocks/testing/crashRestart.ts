import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../db/database';
import { Ledger, type LedgerCheck } from '../ledger';
import { serverCalls, type ServerCall } from './serverCalls';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
// As the e2e fixture: a start on a busy 2-core machine (seven engineers) has taken over 10 s.
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
/** main.ts prints this line, with the address, once the server listens. */
const READY_LINE = /参考后端已启动: (http:\/\/\S+)/;

/**
 * The reference backend as ONE child process (`node --import tsx mocks/main.ts`, no npx in between, so SIGKILL
 * reaches the server itself: a real crash, nothing flushed), on a port of its choosing, DEV_API on.
 */
export interface BackendProcess {
  /** http://localhost:<port> */
  readonly url: string;
  readonly dataDir: string;
  /** Contract calls to it, as the client sends them. */
  readonly call: ServerCall;
  /** SIGKILL, then waits for the exit. */
  kill(): Promise<void>;
  /** SIGTERM (graceful), then waits for the exit (SIGKILL after 10 s). */
  stop(): Promise<void>;
  /** Everything it printed. */
  output(): string;
}

export async function startBackendProcess(dataDir: string, env: Record<string, string> = {}): Promise<BackendProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEV_API: '1',
      CAPTCHA_MODE: 'off',
      SERVE_CLIENT: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let log = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`the backend did not start within ${READY_TIMEOUT_MS} ms:\n${log}`)), READY_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const ready = READY_LINE.exec(log);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolve(ready[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => fail(new Error(`the backend exited (${code}) before it was ready:\n${log}`)));
  });
  const stopWith = async (signal: NodeJS.Signals): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), STOP_TIMEOUT_MS)));
    if ((await Promise.race([exited, late])) === 'late') {
      child.kill('SIGKILL');
      await exited;
    }
    clearTimeout(timer);
  };
  return {
    url,
    dataDir,
    call: serverCalls(() => url, 'crash-restart-device'),
    kill: () => stopWith('SIGKILL'),
    stop: () => stopWith('SIGTERM'),
    output: () => log,
  };
}

/** One money-moving call of the stream, under its own idempotency key. */
export interface MoneyCall {
  /** Its idempotency key (unique in the stream). */
  key: string;
  /** Sends it; resolves with the envelope's data when answered 6000, rejects otherwise (a refusal, a dead server). */
  send(backend: BackendProcess): Promise<unknown>;
}

export interface CrashScenario<Setup> {
  /** Extra environment for both runs. */
  env?: Record<string, string>;
  /** Before the stream: members, tokens, selections. Awaited, never interrupted. */
  prepare(backend: BackendProcess): Promise<Setup>;
  /** The money calls fired at once. */
  calls(setup: Setup): MoneyCall[];
  /** The process is SIGKILLed as soon as this many calls were answered, the others in flight or unsent. */
  killAfterAnswers: number;
  /**
   * After the restart, on the database opened directly: asserts (throws) unless every key is either fully applied
   * or not at all, and every answered key is applied.
   */
  checkKeys(db: Database, setup: Setup, stream: StreamOutcome): void;
  /** Against the restarted backend: for example the unanswered calls retried, which must apply at most once. */
  afterRestart?(backend: BackendProcess, setup: Setup, stream: StreamOutcome): Promise<void>;
}

export interface StreamOutcome {
  /** Keys answered 6000 before the crash. */
  answered: string[];
  /** Keys refused with another code before the crash (applied nothing, by the server's word). */
  refused: string[];
  /** Keys whose call never got an answer: applied or not, the database must say which, all or nothing. */
  unanswered: string[];
}

export interface CrashOutcome extends StreamOutcome {
  /** The ledger's own check on the database after the crash and restart (and after `afterRestart`). */
  afterCrash: LedgerCheck;
  afterRetries: LedgerCheck;
}

function verifyLedger(dataDir: string): LedgerCheck {
  const db = openDatabase(dataDir);
  try {
    return new Ledger(db).verify();
  } finally {
    db.close();
  }
}

/**
 * Crash safety of money calls (issue 14): starts the backend on a fresh DATA_DIR, prepares, fires the scenario's
 * calls concurrently, SIGKILLs the process mid-stream, restarts it on the same DATA_DIR, and checks the books
 * (`ledger.verify()` on the database opened directly) and the scenario's all-or-nothing rule for every key,
 * then lets it retry against the restarted backend and checks the books again. The folder is removed at the end.
 */
export async function crashRestart<Setup>(scenario: CrashScenario<Setup>): Promise<CrashOutcome> {
  const dataDir = await mkdtemp(join(tmpdir(), 'crash-restart-'));
  let backend: BackendProcess | null = null;
  try {
    backend = await startBackendProcess(dataDir, scenario.env);
    const running = backend;
    const setup = await scenario.prepare(running);
    const stream: StreamOutcome = { answered: [], refused: [], unanswered: [] };
    let killed: Promise<void> | null = null;
    const calls = scenario.calls(setup);
    await Promise.all(
      calls.map(async (call) => {
        try {
          await call.send(running);
          if (killed) {
            stream.unanswered.push(call.key);
            return;
          }
          stream.answered.push(call.key);
          if (stream.answered.length >= scenario.killAfterAnswers) killed ??= running.kill();
        } catch (error) {
          // A refusal answered before the kill names its key; a connection the kill cut does not.
          if (!killed && error instanceof RefusedCall) stream.refused.push(call.key);
          else stream.unanswered.push(call.key);
        }
      }),
    );
    await (killed ?? running.kill());
    backend = await startBackendProcess(dataDir, scenario.env);
    const afterCrash = verifyLedger(dataDir);
    const db = openDatabase(dataDir);
    try {
      scenario.checkKeys(db, setup, stream);
    } finally {
      db.close();
    }
    await scenario.afterRestart?.(backend, setup, stream);
    const afterRetries = verifyLedger(dataDir);
    return { ...stream, afterCrash, afterRetries };
  } finally {
    await backend?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A call answered with another code than 6000: the server refused it (and so moved nothing). */
export class RefusedCall extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(`${code} ${message}`);
    this.name = 'RefusedCall';
  }
}

/** The envelope's data of a call answered 6000; throws RefusedCall for any other code. */
export async function answered<T>(envelope: Promise<{ status_code: number; data: T; message: string }>): Promise<T> {
  const { status_code: code, data, message } = await envelope;
  if (code !== 6000) throw new RefusedCall(code, message);
  return data;
}
