import { z } from 'zod';
import { ACCEPT_ODDS, GAME_TYPES, PLAY_TYPES } from '@src/contract';
import { EMPTY_BET_SLIP, type BetSlipState } from './betSlipRules';
import { BET_SLIP_STORAGE_KEY } from './betSlipStorageKey';

export { BET_SLIP_STORAGE_KEY } from './betSlipStorageKey';

export type SlipStorage = Pick<Storage, 'getItem' | 'setItem'>;

const entrySchema = z.object({
  key: z.string(),
  gameInfo: z.object({ gameId: z.string(), hgid: z.string(), gide: z.string(), team_h: z.string(), team_c: z.string() }),
  playInfo: z.object({ w: z.enum(PLAY_TYPES) }),
  oddInfo: z.object({ gameId: z.string(), r: z.string() }),
  championRate: z.object({ rtype: z.string() }).nullable(),
  bettingData: z.object({
    active: z.enum(['', 'delay', 'accepted', 'rejected']),
    ticket_id: z.string(),
    reason: z.string().optional(),
  }),
  orderData: z.object({ stake: z.string() }),
  isInvalid: z.boolean(),
  oddsId: z.string(),
  side: z.string(),
  line: z.string(),
  price: z.string(),
  gameType: z.enum(GAME_TYPES),
  isLive: z.boolean(),
  isChampion: z.boolean(),
  leagueName: z.string(),
});

const stateSchema = z.object({
  entries: z.array(entrySchema).max(10),
  multiple: z.boolean(),
  series: z.boolean(),
  // Slips saved before the setting was kept with them take the default.
  acceptOdds: z.enum(ACCEPT_ODDS).catch(EMPTY_BET_SLIP.acceptOdds),
});

/** Saves what the slip holds and its acceptance setting (not the receipt, limits or messages of the moment). */
export function persistBetSlip(storage: SlipStorage, { entries, multiple, series, acceptOdds }: BetSlipState): void {
  try {
    const saved: BetSlipState = { entries, multiple, series, acceptOdds };
    storage.setItem(BET_SLIP_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // A full or disabled storage only loses the slip on reload.
  }
}

/** The saved slip, or an empty one when nothing (or nothing sane) was saved. */
export function restoreBetSlip(storage: SlipStorage): BetSlipState {
  try {
    const raw = storage.getItem(BET_SLIP_STORAGE_KEY);
    if (raw === null) return EMPTY_BET_SLIP;
    const parsed = stateSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return EMPTY_BET_SLIP;
    // A ticket decided while the page was closed never sends its push again: 确认中 would block the slip.
    const entries = parsed.data.entries.map((e) => (e.bettingData.active === 'delay' ? { ...e, bettingData: { ...e.bettingData, active: '' as const } } : e));
    return { ...parsed.data, entries };
  } catch {
    return EMPTY_BET_SLIP;
  }
}
