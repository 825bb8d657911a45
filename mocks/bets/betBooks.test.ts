import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Code, type PlaceBetRequest } from '@src/contract';
import { ApiError } from '../http/apiError';
import { createBetBackend } from '../testing/betTestKit';
import type { LegOutcome } from './betMaths';

const GAMES = ['100', '200', '300', '900'];

/** The refusal of an unsettle whose payout the member no longer has; any other error is a failure. */
function isRefusedForBalance(error: unknown): boolean {
  return error instanceof ApiError && error.code === Code.InvalidParameter && error.message === '会员余额不足，无法恢复注单';
}

const outcome = fc.constantFrom<LegOutcome>('W', 'LW', 'P', 'LL', 'L', 'D');

type Step =
  | { kind: 'place'; games: number[]; stake: number; type: 'single' | 'parlay'; key: number }
  | { kind: 'price'; game: number; cents: number }
  | { kind: 'confirm' }
  | { kind: 'result'; game: number; outcome: LegOutcome }
  | { kind: 'unsettle'; pick: number }
  | { kind: 'recover' };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('place' as const), games: fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 3 }), stake: fc.integer({ min: 500, max: 400_000 }), type: fc.constantFrom('single' as const, 'parlay' as const), key: fc.integer({ min: 0, max: 5 }) }) },
  fc.record({ kind: fc.constant('price' as const), game: fc.integer({ min: 0, max: 3 }), cents: fc.integer({ min: 105, max: 400 }) }),
  fc.record({ kind: fc.constant('confirm' as const) }),
  fc.record({ kind: fc.constant('result' as const), game: fc.integer({ min: 0, max: 3 }), outcome }),
  fc.record({ kind: fc.constant('unsettle' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('recover' as const) }),
);

describe('the books under any sequence of bets, price moves, confirmations, results and unsettles (property)', () => {
  it('balance, never go negative, and pay each settled ticket exactly its payout', async () => {
    const b = await createBetBackend();
    let round = 0;
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
          round += 1;
          // Fresh matches each run: game ids carry the run number.
          const game = (i: number) => `${round}${GAMES[i] ?? '100'}`;
          for (let i = 0; i < GAMES.length; i++) b.markets.add(`${game(i)}.1`, '1.90', { inPlay: GAMES[i] === '900', gameId: game(i) });
          for (const s of steps) {
            switch (s.kind) {
              case 'place': {
                const games = s.type === 'single' ? s.games.slice(0, 1) : s.games;
                const body: PlaceBetRequest = {
                  idempotencyKey: `run${round}-key-${s.key}`,
                  acceptOdds: 'better',
                  bets: [{ type: games.length > 1 ? 'parlay' : 'single', stake: (s.stake / 100).toFixed(2), selections: games.map((g) => ({ oddsId: `${game(g)}.1`, price: '1.90' })) }],
                };
                const answer = await b.place(body);
                // 6009: a key of this run reused for another body.
                expect([6000, 6009]).toContain(answer.status_code);
                break;
              }
              case 'price':
                b.markets.change(`${game(s.game)}.1`, { price: (s.cents / 100).toFixed(2) });
                break;
              case 'confirm':
                b.timer.fireAll();
                break;
              case 'result':
                b.bets.recordResult({ gameId: game(s.game), status: 'ended', outcomes: { [`${game(s.game)}.1`]: s.outcome } });
                break;
              case 'unsettle': {
                const settled = b.db.prepare("SELECT ticket_id FROM bet_tickets WHERE status = 'settled' ORDER BY ticket_id").all() as { ticket_id: string }[];
                const pick = settled[s.pick % Math.max(1, settled.length)];
                if (pick) {
                  try {
                    b.bets.unsettle(pick.ticket_id);
                  } catch (error) {
                    // The member may have spent the payout: that refusal (6007, 会员余额不足) is the only one expected.
                    if (!isRefusedForBalance(error)) throw error;
                  }
                }
                break;
              }
              case 'recover':
                b.bets.recover();
                break;
            }
            const books = b.services.ledger.verify();
            expect(books.balanced).toBe(true);
            expect(books.negativeMemberAccounts).toEqual([]);
          }
          // Every ticket's money: stake out, refund back when rejected after a debit, payouts net of unsettles.
          const rows = b.db.prepare('SELECT ticket_id, status, stake_fen, payout_fen FROM bet_tickets').all() as {
            ticket_id: string;
            status: string;
            stake_fen: number;
            payout_fen: number | null;
          }[];
          for (const row of rows) {
            const paid = b.db
              .prepare(
                `SELECT COALESCE(SUM(e.amount_fen), 0) AS net FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
                  WHERE t.memo = ? AND e.account_id = 'house:sportsbook' AND t.kind IN ('bet_payout', 'bet_unsettle')`,
              )
              .get(row.ticket_id) as { net: number };
            const expected = row.status === 'settled' ? -(row.payout_fen ?? 0) : 0;
            expect(BigInt(paid.net)).toBe(BigInt(expected));
          }
        }),
        { numRuns: 15 },
      );
    } finally {
      await b.close();
    }
  });
});
