import { describe, expect, it } from 'vitest';
import { api } from '@src/contract/api';
import { md5Hex } from '../db/seed';
import { openDatabase, type Database } from '../db/database';
import { answered, crashRestart, RefusedCall, type BackendProcess, type MoneyCall, type StreamOutcome } from '../testing/crashRestart';
import { depositHoldKey } from './deposits/depositService';

const MEMBERS = 3;
const DEPOSITS_EACH = 5;
const WITHDRAWALS_EACH = 5;
const PASSWORD = md5Hex('abc12345');
const WITHDRAWAL_PASSWORD = '258036';
const HOLDER = '王小明';

interface Member {
  id: number;
  name: string;
  token: string;
  cardId: number;
}
interface Setup {
  members: Member[];
  channelId: string;
  run: string;
}

async function readyMember(backend: BackendProcess, name: string): Promise<Member> {
  const { token, userId } = await answered(
    backend.call<{ token: string; userId: string }>(api.register.path, { name, password: PASSWORD, secondPassword: PASSWORD, kaptchcate: 0 }),
  );
  await answered(backend.call('/dev/api/withdraw/cardHolder', { username: name, realName: HOLDER }));
  await answered(
    backend.call(api.setWithdrawalPassword.path, { loginPassword: PASSWORD, password: WITHDRAWAL_PASSWORD, secondPassword: WITHDRAWAL_PASSWORD }, token),
  );
  const card = await answered(
    backend.call<{ id: number }>(api.addBankCard.path, { bankCode: 'ICBC', cardNumber: '6222021234567890128', holderName: HOLDER }, token),
  );
  return { id: Number(userId), name, token, cardId: card.id };
}

const depositKey = (run: string, m: number, i: number) => `cd${run}m${m}d${i}`;
const withdrawKey = (run: string, m: number, i: number) => `cw${run}m${m}w${i}`;

function moneyCalls({ members, channelId, run }: Setup): MoneyCall[] {
  const calls: MoneyCall[] = [];
  members.forEach((member, m) => {
    for (let i = 0; i < DEPOSITS_EACH; i += 1) {
      const key = depositKey(run, m, i);
      calls.push({
        key,
        send: (backend) => answered(backend.call(api.pay.path, { channelId, amount: '200', idempotencyKey: key }, member.token)),
      });
    }
    for (let i = 0; i < WITHDRAWALS_EACH; i += 1) {
      const key = withdrawKey(run, m, i);
      const body = { method: 'bank', amount: '100', cardId: member.cardId, password: WITHDRAWAL_PASSWORD, idempotencyKey: key };
      calls.push({ key, send: (backend) => answered(backend.call(api.withdrawNew.path, body, member.token)) });
    }
  });
  // Interleaved, so the kill cuts through both kinds of call.
  return calls.sort((a, b) => (a.key.slice(-2) < b.key.slice(-2) ? -1 : 1));
}

const rows = <T>(db: Database, sql: string, ...params: unknown[]): T[] => db.prepare(sql).all(...params) as T[];

/** The state a pending transfer may be in for each order state: the order and its money never disagree. */
const DEPOSIT_HOLD: Record<string, string[]> = {
  pending: ['pending'],
  paid: ['posted'],
  cancelled: ['voided'],
  expired: ['expired', 'voided'],
  review: ['pending', 'posted', 'voided', 'expired'],
};
const WITHDRAW_HOLD: Record<string, string[]> = {
  reviewing: ['pending'],
  paid: ['posted'],
  rejected: ['voided'],
  expired: ['expired'],
};

function holdState(db: Database, key: string): string | undefined {
  return (
    db
      .prepare<[string], { state: string | null }>(
        `SELECT r.state FROM pending_transfers p LEFT JOIN pending_transfer_resolutions r ON r.pending_id = p.id
          WHERE p.idempotency_key = ?`,
      )
      .get(key)?.state ?? (db.prepare('SELECT 1 FROM pending_transfers WHERE idempotency_key = ?').get(key) ? 'pending' : undefined)
  );
}

/**
 * Orders and pending transfers agree after the crash: every order has its reservation in the matching state,
 * no reservation is left without its order, each withdrawal key made at most one order, and every answered
 * key's order exists.
 */
function checkKeys(db: Database, setup: Setup, stream: StreamOutcome): void {
  for (const order of rows<{ order_no: string; state: string }>(db, 'SELECT order_no, state FROM deposit_orders')) {
    expect(DEPOSIT_HOLD[order.state], `deposit ${order.order_no} ${order.state}`).toContain(holdState(db, depositHoldKey(order.order_no)));
  }
  for (const order of rows<{ order_no: string; state: string; pending_key: string }>(db, 'SELECT order_no, state, pending_key FROM withdraw_orders')) {
    expect(WITHDRAW_HOLD[order.state], `withdrawal ${order.order_no} ${order.state}`).toContain(holdState(db, order.pending_key));
  }
  const orphans = rows<{ idempotency_key: string }>(
    db,
    `SELECT p.idempotency_key FROM pending_transfers p
      WHERE (p.kind = 'deposit_pending' AND NOT EXISTS (SELECT 1 FROM deposit_orders d WHERE p.memo = d.order_no))
         OR (p.kind = 'withdraw_request' AND NOT EXISTS (SELECT 1 FROM withdraw_orders w WHERE w.pending_key = p.idempotency_key))`,
  );
  expect(orphans, 'reservations without their order').toEqual([]);

  setup.members.forEach((member, m) => {
    for (let i = 0; i < WITHDRAWALS_EACH; i += 1) {
      const key = withdrawKey(setup.run, m, i);
      const made = rows(db, 'SELECT 1 FROM withdraw_orders WHERE member_id = ? AND idempotency_key = ?', member.id, key).length;
      expect(made, key).toBeLessThanOrEqual(1);
      if (stream.answered.includes(key)) expect(made, `${key} was answered`).toBe(1);
      if (stream.refused.includes(key)) expect(made, `${key} was refused`).toBe(0);
    }
    for (let i = 0; i < DEPOSITS_EACH; i += 1) {
      const key = depositKey(setup.run, m, i);
      const saved = db
        .prepare<[number, string], { answer: string | null }>(
          "SELECT answer FROM idempotent_requests WHERE member_id = ? AND idempotency_key = ? AND state = 'done'",
        )
        .get(member.id, key);
      if (stream.answered.includes(key)) expect(saved, `${key} was answered`).toBeDefined();
      const orderNo = saved?.answer ? /"orderNo":"(D\d+)"/.exec(saved.answer)?.[1] : undefined;
      if (orderNo) expect(rows(db, 'SELECT 1 FROM deposit_orders WHERE order_no = ?', orderNo), key).toHaveLength(1);
    }
  });
}

describe('deposit and withdrawal calls cut by a crash (SIGKILL) and a restart on the same DATA_DIR', () => {
  it('leave every order and its reservation in agreement, the books balanced, and retries make at most one order a key', async () => {
    const run = Date.now().toString(36).slice(-5);
    const outcome = await crashRestart<Setup>({
      env: { DEMO_BALANCE: '10000.00', WITHDRAW_TURNOVER_MULTIPLE: '0', WITHDRAW_REVIEW_MS: '0', SANDBOX_PAY_DELAY_MS: '0' },
      prepare: async (backend) => {
        const members = await Promise.all(Array.from({ length: MEMBERS }, (_, m) => readyMember(backend, `cx${run}${m}`)));
        const first = members[0];
        if (!first) throw new Error('no member');
        const { channels } = await answered(
          backend.call<{ channels: { id: string; kind: string; open: boolean }[] }>(api.paymentTypes.path, {}, first.token),
        );
        const channel = channels.find((c) => c.open && c.kind === 'transfer');
        if (!channel) throw new Error('no open bank transfer channel');
        return { members, channelId: channel.id, run };
      },
      calls: moneyCalls,
      killAfterAnswers: 8,
      checkKeys,
      afterRestart: async (backend, setup) => {
        // The same calls again: each key answers its first outcome, or 6011 while a cut call's claim is fresh.
        const retried = moneyCalls(setup);
        const outcomes = await Promise.all(
          retried.map((call) =>
            call.send(backend).then(
              () => 'ok',
              (error: unknown) => (error instanceof RefusedCall ? String(error.code) : 'failed'),
            ),
          ),
        );
        expect(outcomes.filter((o) => o === 'failed')).toEqual([]);
        const db = openDatabase(backend.dataDir);
        try {
          checkKeys(db, setup, { answered: [], refused: [], unanswered: retried.map((c) => c.key) });
        } finally {
          db.close();
        }
      },
    });
    expect(outcome.answered.length).toBeGreaterThanOrEqual(8);
    expect(outcome.unanswered.length).toBeGreaterThan(0);
    expect(outcome.afterCrash).toMatchObject({ balanced: true, negativeMemberAccounts: [] });
    expect(outcome.afterRetries).toMatchObject({ balanced: true, negativeMemberAccounts: [] });
  }, 150_000);
});
