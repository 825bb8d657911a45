import { describe, expect, it } from 'vitest';
import type { Ticket } from '@src/contract';
import { selection } from './betSlipFixtures';
import { EMPTY_BET_SLIP, addSelection, setBettingStatus, setMultiple, setSeries, setStake, type BetSlipState } from './betSlipRules';
import { applyPlacementAnswer, planPlacement } from './placementRequest';

function slip(series: boolean): BetSlipState {
  let state = setMultiple(EMPTY_BET_SLIP, true).state;
  state = addSelection(state, selection('1', '1.0', { price: '1.90' })).state;
  state = addSelection(state, selection('2', '2.0', { price: '2.10' })).state;
  return setSeries(state, series).state;
}
const input = { idempotencyKey: 'attempt-0001' };

function ticket(partial: Partial<Ticket>): Ticket {
  return {
    ticket_id: 'BT1',
    status: 'accepted',
    type: 'single',
    betCount: 1,
    stake: '10.00',
    potentialWin: '19.00',
    result: null,
    voidReason: null,
    payout: null,
    inPlay: false,
    createdAt: 0,
    selections: [],
    ...partial,
  };
}

describe('placing the slip', () => {
  it('one single per entry with a stake, stakes on the wire with 2 decimals', () => {
    const state = setStake(slip(false), slip(false).entries[1]!.key, '25.5').state;
    const result = planPlacement(state, input);
    expect(result).toEqual({
      plan: {
        request: { ...input, acceptOdds: 'better', bets: [{ type: 'single', stake: '25.50', selections: [{ oddsId: '2.0', price: '2.10' }] }] },
        entryKeys: [[state.entries[1]!.key]],
      },
    });
  });

  it('without any stake, asks for one', () => {
    expect(planPlacement(slip(false), input)).toEqual({ error: 'noStake' });
  });

  it('series: a parlay of every entry and the chosen system bets', () => {
    const result = planPlacement(slip(true), { ...input, parlayStake: '10', systems: [{ system: '2/1', stake: '' }] });
    expect('plan' in result && result.plan.request.bets).toEqual([
      { type: 'parlay', stake: '10.00', selections: [{ oddsId: '1.0', price: '1.90' }, { oddsId: '2.0', price: '2.10' }] },
    ]);
  });

  it('series with entries of the same match is refused', () => {
    const state = slip(true);
    const dup = setSeries({ ...state, entries: [...state.entries, { ...state.entries[0]!, key: 'x', oddsId: '1.9' }] }, true).state;
    expect(planPlacement(dup, { ...input, parlayStake: '10' })).toEqual({ error: 'invalidEntries' });
  });

  it('refused while an order is being confirmed', () => {
    const state = setBettingStatus(slip(false), [slip(false).entries[0]!.key], 'delay', 'BT1').state;
    expect(planPlacement(state, input)).toEqual({ error: 'orderConfirming' });
  });

  it("places under the slip's acceptance setting", () => {
    const state = { ...setStake(slip(false), slip(false).entries[0]!.key, '10').state, acceptOdds: 'any' as const };
    const result = planPlacement(state, input);
    expect('plan' in result && result.plan.request.acceptOdds).toBe('any');
  });

  it('a pending ticket puts its entries in 确认中 (delay); a bet refused at once is no bet: its entry keeps only the reason, at the current price', () => {
    const state = slip(false);
    const [first, second] = state.entries;
    const answered = applyPlacementAnswer(
      state,
      [[first!.key], [second!.key]],
      [
        ticket({ ticket_id: 'BT1', status: 'pending' }),
        ticket({
          ticket_id: 'BT2',
          status: 'rejected',
          reason: 'odds_changed',
          reasonText: '赔率已变更',
          selections: [
            {
              oddsId: '2.0',
              gameId: '2',
              playType: 'M',
              side: 'H',
              line: '',
              team_h: '主队',
              team_c: '客队',
              requestedPrice: '2.10',
              price: '2.00',
              outcome: null,
              voidReason: null,
            },
          ],
        }),
      ],
    ).state;
    expect(answered.entries.map((e) => [e.bettingData, e.price])).toEqual([
      [{ active: 'delay', ticket_id: 'BT1' }, '1.90'],
      [{ active: '', ticket_id: '', reason: '赔率已变更' }, '2.00'],
    ]);
  });
});
