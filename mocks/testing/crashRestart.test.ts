import { createHash } from 'node:crypto';
import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { api } from '@src/contract/api';
import { openDatabase, type Database } from '../db/database';
import { centerAccount } from '../ledger';
import { answered, crashRestart, type BackendProcess, type MoneyCall, type StreamOutcome } from './crashRestart';

const MEMBERS = 4;
const BETS_EACH = 8;
const CREDITS_EACH = 4;
const SIGNUPS = 8;
const SIGNUP_FEN = 1_000_000n;
const CREDIT = '100.00';
const STAKE = '10.00';
const PASSWORD = createHash('md5').update('abc12345').digest('hex');

interface Member {
  id: number;
  name: string;
  token: string;
}
interface Setup {
  members: Member[];
  selection: { oddsId: string; price: string };
  run: string;
}

async function register(backend: BackendProcess, name: string): Promise<Member> {
  const { token, userId } = await answered(
    backend.call<{ token: string; userId: string }>(api.register.path, { name, password: PASSWORD, secondPassword: PASSWORD, kaptchcate: 0 }),
  );
  return { id: Number(userId), name, token };
}

/** An open in-play price from the feed (the simulator is held, so it stays open and still). */
async function openSelection(backend: BackendProcess): Promise<{ oddsId: string; price: string }> {
  const socket = io(`${backend.url}/feed`, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  try {
    const ack = (await socket.timeout(10_000).emitWithAck('subscribe', { channel: 'RB:FT' })) as {
      snapshot?: { odds: { oddsId: string; playType: string; price: string; status: string }[] };
    };
    const odds = ack.snapshot?.odds.find((o) => o.status === 'open' && o.playType === 'M' && o.price !== '');
    if (!odds) throw new Error('the feed offers no open price to bet on');
    return { oddsId: odds.oddsId, price: odds.price };
  } finally {
    socket.close();
  }
}

const betKey = (run: string, member: number, i: number) => `cb${run}m${member}b${i}`;
const creditKey = (run: string, member: number, i: number) => `cc${run}m${member}c${i}`;
const signupName = (run: string, i: number) => `cs${run}${i}`;

function moneyCalls({ members, selection, run }: Setup): MoneyCall[] {
  const calls: MoneyCall[] = [];
  members.forEach((member, m) => {
    for (let i = 0; i < BETS_EACH; i += 1) {
      const key = betKey(run, m, i);
      const body = { idempotencyKey: key, acceptOdds: 'any', bets: [{ type: 'single', stake: STAKE, selections: [selection] }] };
      calls.push({ key, send: (backend) => answered(backend.call(api.placeBet.path, body, member.token)) });
    }
    for (let i = 0; i < CREDITS_EACH; i += 1) {
      const key = creditKey(run, m, i);
      calls.push({ key, send: (backend) => answered(backend.call('/dev/api/member/credit', { username: member.name, amount: CREDIT, key })) });
    }
  });
  for (let i = 0; i < SIGNUPS; i += 1) {
    const name = signupName(run, i);
    calls.push({ key: name, send: (backend) => register(backend, name) });
  }
  // Interleaved, so the kill cuts through every kind of call.
  return calls.sort((a, b) => (a.key.slice(-2) < b.key.slice(-2) ? -1 : 1));
}

const count = (db: Database, sql: string, ...params: unknown[]): number =>
  (db.prepare(sql).get(...params) as { n: number }).n;

/** Every key all or nothing: the request, its tickets and its ledger movement together, or none of them. */
function checkKeys(db: Database, setup: Setup, stream: StreamOutcome): void {
  const applied = (key: string): boolean => {
    for (const [m, member] of setup.members.entries()) {
      for (let i = 0; i < BETS_EACH; i += 1) {
        if (betKey(setup.run, m, i) !== key) continue;
        const requests = count(db, 'SELECT COUNT(*) AS n FROM bet_requests WHERE member_id = ? AND idempotency_key = ?', member.id, key);
        const tickets = count(
          db,
          'SELECT COUNT(*) AS n FROM bet_tickets t JOIN bet_requests r ON r.id = t.request_id WHERE r.member_id = ? AND r.idempotency_key = ?',
          member.id,
          key,
        );
        const stakes = count(db, 'SELECT COUNT(*) AS n FROM ledger_transactions WHERE idempotency_key = ?', `bet:${member.id}:${key}:0`);
        expect([requests, tickets, stakes], key).toEqual(requests === 0 ? [0, 0, 0] : [1, 1, 1]);
        return requests === 1;
      }
      for (let i = 0; i < CREDITS_EACH; i += 1) {
        if (creditKey(setup.run, m, i) === key) {
          return count(db, 'SELECT COUNT(*) AS n FROM ledger_transactions WHERE idempotency_key = ?', `dev:${key}`) === 1;
        }
      }
    }
    const member = db.prepare('SELECT id FROM members WHERE username = ?').get(key) as { id: number } | undefined;
    const credit = member ? count(db, "SELECT COUNT(*) AS n FROM ledger_transactions WHERE idempotency_key = ?", `signup:${member.id}`) : 0;
    const wallet = member ? count(db, 'SELECT COUNT(*) AS n FROM ledger_accounts WHERE id = ?', centerAccount(member.id)) : 0;
    expect([credit, wallet], key).toEqual(member ? [1, 1] : [0, 0]);
    return member !== undefined;
  };
  for (const key of stream.answered) expect(applied(key), `${key} was answered`).toBe(true);
  for (const key of stream.refused) expect(applied(key), `${key} was refused`).toBe(false);
  for (const key of stream.unanswered) applied(key);
}

/** Each member's centre wallet is the signup credit, plus the credits, less the stakes its records show. */
function checkWallets(db: Database, setup: Setup): void {
  for (const member of setup.members) {
    const wallet = centerAccount(member.id);
    const balance = db
      .prepare<[string], { fen: bigint }>('SELECT balance_fen AS fen FROM ledger_balances WHERE account_id = ?')
      .safeIntegers(true)
      .get(wallet)?.fen;
    const credits = count(
      db,
      "SELECT COUNT(*) AS n FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id WHERE e.account_id = ? AND t.kind = 'dev_credit'",
      wallet,
    );
    const stakes = count(db, "SELECT COUNT(*) AS n FROM bet_tickets WHERE member_id = ? AND status <> 'rejected'", member.id);
    expect(balance, member.name).toBe(SIGNUP_FEN + BigInt(credits) * 10_000n - BigInt(stakes) * 1_000n);
  }
}

describe('money calls cut by a crash (SIGKILL) and a restart on the same DATA_DIR', () => {
  it('leave the books balanced and every idempotency key fully applied or not at all, and retries apply at most once', async () => {
    const run = Date.now().toString(36).slice(-5);
    const outcome = await crashRestart<Setup>({
      env: { DEMO_BALANCE: '10000.00', BET_HOLD_MS: '50' },
      prepare: async (backend) => {
        await answered(backend.call('/dev/api/sim/hold', { hold: true }));
        const members = await Promise.all(Array.from({ length: MEMBERS }, (_, m) => register(backend, `cm${run}${m}`)));
        return { members, selection: await openSelection(backend), run };
      },
      calls: moneyCalls,
      killAfterAnswers: 12,
      checkKeys,
      afterRestart: async (backend, setup, stream) => {
        const retried = moneyCalls(setup).filter((call) => !call.key.startsWith('cs'));
        // The same calls again, after the crash: each applies at most once (bets and credits replay).
        await answered(backend.call('/dev/api/sim/hold', { hold: true }));
        await Promise.all(retried.map((call) => call.send(backend)));
        const db = openDatabase(backend.dataDir);
        try {
          checkKeys(db, setup, { answered: retried.map((c) => c.key), refused: [], unanswered: stream.unanswered });
          checkWallets(db, setup);
        } finally {
          db.close();
        }
      },
    });
    expect(outcome.answered.length).toBeGreaterThanOrEqual(12);
    expect(outcome.unanswered.length).toBeGreaterThan(0);
    expect(outcome.afterCrash).toMatchObject({ balanced: true, negativeMemberAccounts: [] });
    expect(outcome.afterRetries).toMatchObject({ balanced: true, negativeMemberAccounts: [] });
  }, 150_000);
});
