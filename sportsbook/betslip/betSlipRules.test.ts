import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selection } from './betSlipFixtures';
import { BetSlipMessage } from './betSlipText';
import {
  BET_SLIP_MAX_SELECTIONS,
  EMPTY_BET_SLIP,
  addSelection,
  setBettingStatus,
  setMultiple,
  setSeries,
  type BetSlipState,
} from './betSlipRules';

function add(state: BetSlipState, ...picks: Parameters<typeof selection>[]): BetSlipState {
  return picks.reduce((s, p) => addSelection(s, selection(...p)).state, state);
}
const multiple = setMultiple(EMPTY_BET_SLIP, true).state;
const ids = (state: BetSlipState) => state.entries.map((e) => e.oddsId);

describe('bet slip rules (spec 4)', () => {
  it('adding a selection toggles it', () => {
    const once = add(EMPTY_BET_SLIP, ['1', '1.0']);
    expect(ids(once)).toEqual(['1.0']);
    expect(ids(add(once, ['1', '1.0']))).toEqual([]);
  });

  it('adding a normal entry clears all entries when neither multiple nor series is on', () => {
    expect(ids(add(EMPTY_BET_SLIP, ['1', '1.0'], ['2', '2.0']))).toEqual(['2.0']);
  });

  it('adding a normal entry removes entries for the same match', () => {
    expect(ids(add(multiple, ['1', '1.0'], ['2', '2.0'], ['1', '1.3', { w: 'R' }]))).toEqual(['2.0', '1.3']);
  });

  it('adding a normal entry clears champion entries', () => {
    expect(ids(add(multiple, ['9', '9.0', { champion: true }], ['1', '1.0']))).toEqual(['1.0']);
  });

  it('adding a champion entry turns series off and clears non-champion entries', () => {
    const series = add(setSeries(multiple, true).state, ['1', '1.0'], ['2', '2.0']);
    const after = add(series, ['9', '9.0', { champion: true }]);
    expect(after.series).toBe(false);
    expect(ids(after)).toEqual(['9.0']);
  });

  it('turning off multiple keeps only the most recently added entry', () => {
    const state = add(multiple, ['1', '1.0'], ['2', '2.0'], ['3', '3.0']);
    expect(ids(setMultiple(state, false).state)).toEqual(['3.0']);
  });

  it('with more than one entry, multiple mode is forced on', () => {
    const state = add(setSeries(EMPTY_BET_SLIP, true).state, ['1', '1.0'], ['2', '2.0']);
    expect(state.multiple).toBe(true);
  });

  it('turning series on marks entries duplicating the same match invalid', () => {
    const restored: BetSlipState = add(multiple, ['1', '1.0'], ['2', '2.0']);
    const duplicate = { ...restored, entries: [...restored.entries, { ...restored.entries[0]!, key: 'x', oddsId: '1.5' }] };
    const on = setSeries(duplicate, true).state;
    expect(on.entries.filter((e) => e.isInvalid).map((e) => e.oddsId)).toEqual(['1.0', '1.5']);
  });

  it('turning series off clears invalid flags', () => {
    const state = add(multiple, ['1', '1.0']);
    const dup = { ...state, entries: [...state.entries, { ...state.entries[0]!, key: 'x', oddsId: '1.5' }] };
    const off = setSeries(setSeries(dup, true).state, false).state;
    expect(off.entries.some((e) => e.isInvalid)).toBe(false);
  });

  it('adding is blocked while any entry has betting status delay, with 还有订单正在确认中，请稍候', () => {
    const state = add(multiple, ['1', '1.0']);
    const confirming = setBettingStatus(state, [state.entries[0]!.key], 'delay', 'T1').state;
    const result = addSelection(confirming, selection('2', '2.0'));
    expect(BetSlipMessage[result.error!]).toBe('还有订单正在确认中，请稍候');
    expect(result.state).toBe(confirming);
  });

  it('at most 10 selections: the 11th is refused with 投注项数量已达上限', () => {
    const ten = add(multiple, ...Array.from({ length: 10 }, (_, i): Parameters<typeof selection> => [`${i}`, `${i}.0`]));
    expect(ten.entries).toHaveLength(BET_SLIP_MAX_SELECTIONS);
    const result = addSelection(ten, selection('99', '99.0'));
    expect(BetSlipMessage[result.error!]).toBe('投注项数量已达上限');
    expect(result.state.entries).toHaveLength(10);
  });
});

type Step =
  | { kind: 'add'; game: number; odds: number; champion: boolean }
  | { kind: 'multiple' | 'series'; on: boolean };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), game: fc.integer({ min: 0, max: 14 }), odds: fc.integer({ min: 0, max: 3 }), champion: fc.boolean() }),
  fc.record({ kind: fc.constantFrom('multiple' as const, 'series' as const), on: fc.boolean() }),
);

describe('bet slip invariants (property)', () => {
  it('any sequence of adds and toggles keeps the slip sane', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 60 }), (steps) => {
        let state = EMPTY_BET_SLIP;
        for (const step of steps) {
          state =
            step.kind === 'add'
              ? addSelection(state, selection(`${step.champion ? 'c' : ''}${step.game}`, `${step.game}.${step.odds}`, { champion: step.champion })).state
              : step.kind === 'multiple'
                ? setMultiple(state, step.on).state
                : setSeries(state, step.on).state;
          expect(state.entries.length).toBeLessThanOrEqual(10);
          const champions = state.entries.filter((e) => e.isChampion).length;
          expect(champions === 0 || champions === state.entries.length).toBe(true);
          if (!state.series) expect(state.entries.some((e) => e.isInvalid)).toBe(false);
          const games = state.entries.filter((e) => !e.isInvalid).map((e) => e.gameInfo.gameId);
          expect(new Set(games).size).toBe(games.length);
          if (state.entries.length > 1) expect(state.multiple).toBe(true);
          expect(new Set(state.entries.map((e) => e.key)).size).toBe(state.entries.length);
        }
      }),
    );
  });
});
