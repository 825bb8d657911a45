import { describe, expect, it } from 'vitest';
import { toEntry } from './betSlipEntry';
import { selection } from './betSlipFixtures';
import { EMPTY_BET_SLIP } from './betSlipRules';
import { slipWithMatchNames } from './slipMatchNames';

describe('the slip names its selections as the board does now', () => {
  it('takes the teams of the board after a change of language, and leaves the rest of the selection', () => {
    const entry = toEntry(selection('g1', 'g1.1'));
    const slip = { ...EMPTY_BET_SLIP, entries: [entry] };
    const shown = slipWithMatchNames(slip, () => ({ team_h: '主隊', team_c: '客隊' }));
    expect(shown.entries[0]?.gameInfo).toEqual({ ...entry.gameInfo, team_h: '主隊', team_c: '客隊' });
    expect(shown.entries[0]?.oddsId).toBe(entry.oddsId);
  });

  it('answers the same slip when the names agree or the board does not hold the match', () => {
    const entry = toEntry(selection('g1', 'g1.1'));
    const slip = { ...EMPTY_BET_SLIP, entries: [entry] };
    expect(slipWithMatchNames(slip, () => ({ team_h: entry.gameInfo.team_h, team_c: entry.gameInfo.team_c }))).toBe(slip);
    expect(slipWithMatchNames(slip, () => undefined)).toBe(slip);
  });
});
