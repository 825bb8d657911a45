import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api } from '@src/contract/api';
import type { WithdrawOrder } from '@src/contract/withdraw';
import { openDatabase, type Database } from '../../db/database';
import { lockedAccount } from '../../ledger';
import { RefusedCall, answered, crashRestart, type BackendProcess, type MoneyCall } from '../../testing/crashRestart';
import { ICBC_CARD } from '../testing/cardMembers';

const MEMBERS = 4;
/** Below the withdrawal password's 5 counted tries: more at once from one member would be refused 6037. */
const WITHDRAWALS_EACH = 4;
const PASSWORD = '258036';
const LOGIN = createHash('md5').update('abc12345').digest('hex');

interface Member {
  id: number;
  name: string;
  token: string;
  cardId: number;
}
interface Setup {
  members: Member[];
  run: string;
}

async function withdrawingMember(backend: BackendProcess, name: string): Promise<Member> {
  const { token, userId } = await answered(
    backend.call<{ token: string; userId: string }>(api.register.path, { name, password: LOGIN, secondPassword: LOGIN, kaptchcate: 0 }),
  );
  await answered(backend.call('/dev/api/withdraw/cardHolder', { username: name, realName: '赵六' }));
  await answered(backend.call(api.setWithdrawalPassword.path, { loginPassword: LOGIN, password: PASSWORD, secondPassword: PASSWORD }, token));
  const card = await answered(
    backend.call<{ id: number }>(api.addBankCard.path, { bankCode: 'ICBC', cardNumber: ICBC_CARD, holderName: '赵六' }, token),
  );
  return { id: Number(userId), name, token, cardId: card.id };
}

const keyOf = (run: string, member: number, i: number) => `wd${run}m${member}w${i}`;

function withdrawals({ members, run }: Setup): MoneyCall[] {
  const calls: MoneyCall[] = [];
  members.forEach((member, m) => {
    for (let i = 0; i < WITHDRAWALS_EACH; i += 1) {
      const key = keyOf(run, m, i);
      const body = { method: 'bank', amount: '100.00', cardId: member.cardId, password: PASSWORD, idempotencyKey: key };
      calls.push({ key, send: (backend) => answered(backend.call(api.withdrawNew.path, body, member.token)) });
    }
  });
  return calls.sort((a, b) => (a.key.slice(-2) < b.key.slice(-2) ? -1 : 1));
}

const count = (db: Database, sql: string, ...params: unknown[]): number => (db.prepare(sql).get(...params) as { n: number }).n;

/** A key is all or nothing: its order and its pending reservation (with the reserving ledger movement) together. */
function appliedKey(db: Database, setup: Setup, key: string): boolean {
  const m = setup.members.findIndex((_, index) => key.startsWith(`wd${setup.run}m${index}w`));
  const member = setup.members[m];
  if (!member) throw new Error(`unknown key ${key}`);
  const order = db
    .prepare('SELECT pending_key FROM withdraw_orders WHERE member_id = ? AND idempotency_key = ?')
    .get(member.id, key) as { pending_key: string } | undefined;
  const reserved = order
    ? count(
        db,
        `SELECT COUNT(*) AS n FROM pending_transfers p JOIN ledger_transactions t ON t.id = p.reserve_transaction_id
          WHERE p.idempotency_key = ? AND t.kind = 'withdraw_request'`,
        order.pending_key,
      )
    : 0;
  expect([order ? 1 : 0, reserved], key).toEqual(order ? [1, 1] : [0, 0]);
  return order !== undefined;
}

/** Every member's lockMoney is exactly what their orders in review hold. */
function lockedMatchesOrders(db: Database, setup: Setup): void {
  for (const member of setup.members) {
    const locked = db
      .prepare<[string], { fen: bigint }>('SELECT balance_fen AS fen FROM ledger_balances WHERE account_id = ?')
      .safeIntegers(true)
      .get(lockedAccount(member.id))?.fen;
    const reviewing = count(db, "SELECT COALESCE(SUM(amount_fen), 0) AS n FROM withdraw_orders WHERE member_id = ? AND state = 'reviewing'", member.id);
    expect(locked, member.name).toBe(BigInt(reviewing));
  }
}

describe('withdrawals cut by a crash (SIGKILL) and a restart on the same DATA_DIR', () => {
  it('leave every key all or nothing, lockMoney equal to the orders in review, and retries withdraw at most once', async () => {
    const run = Date.now().toString(36).slice(-5);
    const outcome = await crashRestart<Setup>({
      env: { WITHDRAW_REVIEW_MS: '0' },
      prepare: async (backend) => ({
        members: await Promise.all(Array.from({ length: MEMBERS }, (_, m) => withdrawingMember(backend, `wc${run}${m}`))),
        run,
      }),
      calls: withdrawals,
      killAfterAnswers: 5,
      checkKeys: (db, setup, stream) => {
        for (const key of stream.answered) expect(appliedKey(db, setup, key), `${key} was answered`).toBe(true);
        for (const key of stream.refused) expect(appliedKey(db, setup, key), `${key} was refused`).toBe(false);
        for (const key of stream.unanswered) appliedKey(db, setup, key);
        lockedMatchesOrders(db, setup);
      },
      afterRestart: async (backend, setup) => {
        // The same requests again: each answers its order or, while a cut call's claim is still fresh, 6011.
        await Promise.all(
          withdrawals(setup).map((call) =>
            call.send(backend).catch((error: unknown) => {
              if (!(error instanceof RefusedCall && error.code === 6011)) throw error;
            }),
          ),
        );
        const db = openDatabase(backend.dataDir);
        const orders: string[] = [];
        try {
          for (const call of withdrawals(setup)) appliedKey(db, setup, call.key);
          lockedMatchesOrders(db, setup);
          orders.push(
            ...(db.prepare("SELECT order_no FROM withdraw_orders WHERE state = 'reviewing'").pluck().all() as string[]),
          );
        } finally {
          db.close();
        }
        // The review still pays every order made before or after the crash, once.
        for (const orderNo of orders) {
          const paid = await answered(backend.call<WithdrawOrder>('/dev/api/withdraw/approve', { orderNo }));
          expect(paid.state).toBe('paid');
        }
      },
    });
    expect(outcome.answered.length).toBeGreaterThanOrEqual(5);
    expect(outcome.afterCrash).toMatchObject({ balanced: true, negativeMemberAccounts: [] });
    expect(outcome.afterRetries).toMatchObject({ balanced: true, negativeMemberAccounts: [] });
  }, 150_000);
});
