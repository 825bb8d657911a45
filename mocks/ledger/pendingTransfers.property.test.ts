import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ISSUANCE_ACCOUNT, centerAccount, lockedAccount } from './accounts';
import { LedgerError } from './ledger';
import { freshLedger, openMember } from './ledgerTestBed';
import { PendingTransfers, type PendingState, type PendingTransferRequest } from './pendingTransfers';

const HOUSE_PAYOUTS = 'house:withdrawals';
const HOUSE_DEPOSITS = 'house:deposits';
const MEMBERS = 3;
const KEYS = 8;
const SIGNUP_FEN = 10_000n;

type Command =
  | { op: 'create'; key: number; member: number; withdraw: boolean; amountFen: bigint; timeoutMs: number | undefined }
  | { op: 'replay'; key: number; changeAmount: boolean }
  | { op: 'post' | 'void'; key: number }
  | { op: 'advance'; ms: number };

const key = fc.integer({ min: 0, max: KEYS - 1 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    op: fc.constant('create' as const),
    key,
    member: fc.integer({ min: 0, max: MEMBERS - 1 }),
    withdraw: fc.boolean(),
    amountFen: fc.bigInt({ min: 1n, max: 8_000n }),
    timeoutMs: fc.option(fc.integer({ min: 1, max: 90_000 }), { nil: undefined }),
  }),
  fc.record({ op: fc.constant('replay' as const), key, changeAmount: fc.boolean() }),
  fc.record({ op: fc.constantFrom('post' as const, 'void' as const), key }),
  fc.record({ op: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 60_000 }) }),
);

/** What the books should say, kept apart from the implementation: each member's available and locked money. */
interface Model {
  wallets: { id: number; center: bigint; locked: bigint }[];
  transfers: Map<string, { request: PendingTransferRequest; member: number; withdraw: boolean; state: PendingState; expiresAt: number | null }>;
}

describe('pending transfers, over random sequences of reservations, resolutions, expiries and replays', () => {
  it('keep the books balanced and every member wallet as the model says, resolving each reservation at most once', () => {
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 40 }), (commands) => {
        let now = 1_800_000_000_000;
        const clock = () => now;
        const { db, ledger } = freshLedger(clock);
        const pending = new PendingTransfers(db, ledger, clock);
        ledger.openAccount(HOUSE_PAYOUTS, 'house');
        ledger.openAccount(HOUSE_DEPOSITS, 'house');
        const members = Array.from({ length: MEMBERS }, (_, i) => openMember(db, ledger, `player0${i}`));
        for (const id of members) ledger.move(`signup:${id}`, 'signup_credit', ISSUANCE_ACCOUNT, centerAccount(id), SIGNUP_FEN);
        const model: Model = { wallets: members.map((id) => ({ id, center: SIGNUP_FEN, locked: 0n })), transfers: new Map() };
        const wallet = (index: number) => {
          const found = model.wallets[index];
          if (!found) throw new Error(`model: no member ${index}`);
          return found;
        };
        const outcome = (attempt: () => unknown): string => {
          try {
            attempt();
            return 'ok';
          } catch (error) {
            if (error instanceof LedgerError) return error.reason;
            throw error;
          }
        };
        const snapshot = () =>
          db.prepare('SELECT account_id, balance_fen FROM ledger_balances ORDER BY account_id').all();
        const entriesOf = (account: string): bigint =>
          db
            .prepare<[string], { total: bigint }>('SELECT COALESCE(SUM(amount_fen), 0) AS total FROM ledger_entries WHERE account_id = ?')
            .safeIntegers(true)
            .get(account)?.total ?? -1n;
        /** The model's side of returning a reservation's money, or paying it out. */
        const settle = (name: string, state: 'posted' | 'voided' | 'expired') => {
          const transfer = model.transfers.get(name);
          if (!transfer || transfer.state !== 'pending') throw new Error(`model: ${name} is not pending`);
          transfer.state = state;
          const { amountFen } = transfer.request;
          const owner = wallet(transfer.member);
          if (transfer.withdraw) {
            owner.locked -= amountFen;
            if (state !== 'posted') owner.center += amountFen;
          } else if (state === 'posted') {
            owner.center += amountFen;
          }
        };
        const expireModel = () => {
          for (const [name, transfer] of model.transfers) {
            if (transfer.state === 'pending' && transfer.expiresAt !== null && transfer.expiresAt <= now) settle(name, 'expired');
          }
        };

        for (const step of commands) {
          if (step.op === 'create') {
            const name = `k${step.key}`;
            const owner = wallet(step.member);
            const member = owner.id;
            const request: PendingTransferRequest = step.withdraw
              ? { key: name, kind: 'withdraw_request', debit: centerAccount(member), credit: HOUSE_PAYOUTS, amountFen: step.amountFen, timeoutMs: step.timeoutMs }
              : { key: name, kind: 'deposit_pending', debit: HOUSE_DEPOSITS, credit: centerAccount(member), amountFen: step.amountFen, timeoutMs: step.timeoutMs };
            const known = model.transfers.get(name);
            const before = snapshot();
            const result = outcome(() => pending.create(request));
            if (known) {
              const same = JSON.stringify(known.request, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ===
                JSON.stringify(request, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
              expect(result).toBe(same ? 'ok' : 'idempotency_conflict');
              expect(snapshot()).toEqual(before);
            } else if (step.withdraw && owner.center < step.amountFen) {
              expect(result).toBe('insufficient_funds');
              expect(snapshot()).toEqual(before);
            } else {
              expect(result).toBe('ok');
              const expiresAt = step.timeoutMs === undefined ? null : now + step.timeoutMs;
              model.transfers.set(name, { request, member: step.member, withdraw: step.withdraw, state: 'pending', expiresAt });
              if (step.withdraw) {
                owner.center -= step.amountFen;
                owner.locked += step.amountFen;
              }
            }
          } else if (step.op === 'replay') {
            const known = model.transfers.get(`k${step.key}`);
            if (!known) continue;
            const before = snapshot();
            const request = step.changeAmount ? { ...known.request, amountFen: known.request.amountFen + 1n } : known.request;
            const result = outcome(() => pending.create(request));
            expect(result).toBe(step.changeAmount ? 'idempotency_conflict' : 'ok');
            expect(snapshot()).toEqual(before);
          } else if (step.op === 'post' || step.op === 'void') {
            const name = `k${step.key}`;
            const target = step.op === 'post' ? 'posted' : 'voided';
            const known = model.transfers.get(name);
            const result = outcome(() => (step.op === 'post' ? pending.post(name, { kind: 'paid' }) : pending.void(name, { kind: 'returned' })));
            if (!known) {
              expect(result).toBe('unknown_transfer');
              continue;
            }
            if (known.state === 'pending' && known.expiresAt !== null && known.expiresAt <= now) settle(name, 'expired');
            else if (known.state === 'pending') settle(name, target);
            expect(result).toBe(known.state === target ? 'ok' : 'already_resolved');
          } else if (step.op === 'advance') {
            now += step.ms;
            const expired = pending.expireDue().map((t) => t.key);
            const due = [...model.transfers].filter(([, t]) => t.state === 'pending' && t.expiresAt !== null && t.expiresAt <= now);
            expect(expired.sort()).toEqual(due.map(([name]) => name).sort());
            expireModel();
          }

          expect(ledger.verify()).toMatchObject({ balanced: true, negativeMemberAccounts: [] });
          for (const { id, center, locked } of model.wallets) {
            expect(ledger.balance(centerAccount(id))).toBe(center);
            expect(ledger.balance(lockedAccount(id))).toBe(locked);
            expect(entriesOf(centerAccount(id)) + entriesOf(lockedAccount(id))).toBe(center + locked);
          }
          for (const [name, transfer] of model.transfers) expect(pending.get(name)?.state).toBe(transfer.state);
        }
        const resolutions = db
          .prepare('SELECT pending_id, COUNT(*) AS n FROM pending_transfer_resolutions GROUP BY pending_id HAVING n > 1')
          .all();
        expect(resolutions).toEqual([]);
        db.close();
      }),
      { numRuns: 80 },
    );
  });
});
